// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { fetchPublicConfig } from '../fetchPublicConfig';

const { boolean, string, regex } = Matchers;

describe('shell → gateway: public configuration', () => {
  const pact = createConsumerPact('shell');

  it('reads the product name, sign-in URL, join URL and sandbox flags without a token', () => {
    pact
      .uponReceiving('a request for the public configuration')
      .withRequest({ method: 'GET', path: '/config' })
      .willRespondWith({
        status: 200,
        body: {
          productName: string('DealDesk'),
          discordSignInUrl: regex(/^https?:\/\/.+\/auth\/discord\/start$/, 'http://localhost:4000/auth/discord/start'),
          joinUrl: string('https://discord.com'),
          sandbox: { discord: boolean(true), ghl: boolean(false), microsoft: boolean(false), smtp: boolean(false) },
        },
      });
    return pact.executeTest(async (server) => {
      const config = await fetchPublicConfig(pactClient(server.url, { token: null }));
      expect(config.productName).toBe('DealDesk');
    });
  });
});
