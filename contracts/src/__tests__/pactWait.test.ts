// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PactV3, SpecificationVersion } from '@pact-foundation/pact';
import { afterAll, describe, expect, it } from 'vitest';
import { waitingForRecordedMatches } from '../pact';

describe('consumer pacts wait for the mock server to record what it answered', () => {
  // A pact of its own in a temporary folder, so nothing reaches the pacts the gateway verifies.
  const dir = mkdtempSync(join(tmpdir(), 'pact-wait-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const newPact = () =>
    waitingForRecordedMatches(
      new PactV3({
        consumer: 'wait-check',
        provider: 'wait-check-provider',
        dir,
        logLevel: 'error',
        spec: SpecificationVersion.SPECIFICATION_VERSION_V3,
      }),
    );
  const expectPing = (pact: PactV3) =>
    pact
      .uponReceiving('a ping')
      .withRequest({ method: 'GET', path: '/ping' })
      .willRespondWith({ status: 200, body: { pong: true } });

  it("passes a test that made the request, with the test's own value, and writes the pact", async () => {
    const pact = newPact();
    expectPing(pact);
    const value = await pact.executeTest(async (server) => (await fetch(`${server.url}/ping`)).json());
    expect(value).toEqual({ pong: true });
    expect(readdirSync(dir)).toEqual(['wait-check-wait-check-provider.json']);
  });

  it('still fails a test that never made the request', async () => {
    const pact = newPact();
    expectPing(pact);
    await expect(pact.executeTest(async () => 'no request')).rejects.toThrow(/expected but not received/);
  });

  it('still fails a test that made a request nobody expected', async () => {
    const pact = newPact();
    expectPing(pact);
    await expect(
      pact.executeTest(async (server) => {
        await fetch(`${server.url}/ping`);
        await fetch(`${server.url}/other`);
      }),
    ).rejects.toThrow(/other/);
  });
});
