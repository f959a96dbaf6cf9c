// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient, States } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { errorBody, isoDateTime } from '../../../../test/pactBodies';
import { SettingsPactStates } from '../../../../test/pactStates';
import { fetchQuotas } from '../fetchQuotas';
import { saveQuotas } from '../saveQuotas';

const { integer } = Matchers;

const PATH = '/admin/settings/quotas';

/** The deployment's defaults are its own (docs/configuration.md): only their shape is agreed. */
const limits = (overrides: Record<string, unknown> = {}) => ({
  notificationStreamsPerMember: integer(5),
  writesPerMinutePerMember: integer(60),
  storedBytesPerMember: integer(1073741824),
  storedBytesPerDeal: integer(262144000),
  ...overrides,
});

describe('mfe-admin → gateway: per-member quotas', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads the quotas in force and their defaults', () => {
    pact
      .given(SettingsPactStates.quotasDefaults)
      .uponReceiving('a request for the per-member quotas')
      .withRequest({ method: 'GET', path: PATH, headers: bearer })
      .willRespondWith({ status: 200, body: { limits: limits(), defaults: limits(), updatedAt: null } });
    return pact.executeTest(async (server) => {
      const quotas = await fetchQuotas(pactClient(server.url));
      expect(quotas.limits.notificationStreamsPerMember).toBeGreaterThan(0);
      expect(quotas.defaults.storedBytesPerDeal).toBeGreaterThan(0);
      expect(quotas.updatedAt).toBeNull();
    });
  });

  it('saves the quotas named and answers them all as they now are', () => {
    const request = { notificationStreamsPerMember: 3, storedBytesPerDeal: 52428800 };
    pact
      .given(SettingsPactStates.quotasDefaults)
      .uponReceiving('a request to allow 3 streams per member and 50 MB per deal')
      .withRequest({
        method: 'PUT',
        path: PATH,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: request,
      })
      .willRespondWith({
        status: 200,
        body: {
          limits: limits({ notificationStreamsPerMember: 3, storedBytesPerDeal: 52428800 }),
          defaults: limits(),
          updatedAt: isoDateTime(),
        },
      });
    return pact.executeTest(async (server) => {
      const saved = await saveQuotas(pactClient(server.url), request);
      expect(saved.limits).toMatchObject(request);
      expect(saved.updatedAt).not.toBeNull();
    });
  });

  it('a member may not read them (403)', () => {
    pact
      .given(States.memberSignedIn)
      .uponReceiving('a member’s request for the per-member quotas')
      .withRequest({ method: 'GET', path: PATH, headers: bearer })
      .willRespondWith({ status: 403, body: errorBody('Admin access required') });
    return pact.executeTest(async (server) => {
      await expect(fetchQuotas(pactClient(server.url))).rejects.toMatchObject({ status: 403 });
    });
  });
});
