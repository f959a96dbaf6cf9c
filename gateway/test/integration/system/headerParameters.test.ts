import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '@portal/contracts/openapi';
import { createLogger } from '../../../src/infra/logger';
import { buildContractRouter } from '../../../src/http/router';
import type { RequestObject } from '../../../src/http/strict';

describe('header parameters', () => {
  let server: Server;
  let url: string;
  const seen: RequestObject<'ghlWebhook'>['headers'][] = [];

  beforeAll(async () => {
    const log = createLogger('silent', false);
    const { router } = buildContractRouter({
      document: loadOpenApiDocument(),
      handlers: {
        async ghlWebhook({ headers }) {
          seen.push(headers);
          return { status: 200, body: { received: true, applied: false } };
        },
      },
      authenticate: () => Promise.reject(new Error('no signed-in operation is called here')),
      validateResponses: false,
      baseContext: (ctx) => ({ requestId: 'r', ip: ctx.ip, log, rawRequest: ctx.req, rawBody: undefined }),
    });
    const app = new Koa();
    app.silent = true;
    app.use(koaBody());
    app.use(router.routes());
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("reach the handler under the contract's spelling, whatever case the client sent", async () => {
    const spellings: [string, string][] = [
      ['x-ghl-signature', 'x-webhook-secret'],
      ['X-GHL-SIGNATURE', 'X-Webhook-Secret'],
    ];
    for (const [signature, secret] of spellings) {
      const answer = await fetch(`${url}/api/webhooks/ghl`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [signature]: 'c2lnbmF0dXJl', [secret]: 'shared' },
        body: JSON.stringify({ type: 'OpportunityStageUpdate' }),
      });
      expect(answer.status).toBe(200);
    }
    expect(seen).toEqual([
      { 'X-GHL-Signature': 'c2lnbmF0dXJl', 'X-Webhook-Secret': 'shared' },
      { 'X-GHL-Signature': 'c2lnbmF0dXJl', 'X-Webhook-Secret': 'shared' },
    ]);
  });

  it('leave out the ones not sent and validate the ones sent against the contract', async () => {
    seen.length = 0;
    const unsigned = await fetch(`${url}/api/webhooks/ghl`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'OpportunityStageUpdate' }),
    });
    expect(unsigned.status).toBe(200);
    expect(seen).toEqual([{}]);

    const tooLong = await fetch(`${url}/api/webhooks/ghl`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-GHL-Signature': 'a'.repeat(1025) },
      body: JSON.stringify({ type: 'OpportunityStageUpdate' }),
    });
    expect(tooLong.status).toBe(400);
    expect(seen).toHaveLength(1);
  });
});
