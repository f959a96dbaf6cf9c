import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDiscordId } from '../../../sandbox/discord';
import { DEMO_MEMBER } from '../../../src/features/sampleData/book';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

/**
 * The demo member loading the book themselves, from their empty Deals page (the browser test's
 * path): they own the loader's share only, so their page shows the 30 deals it promises.
 */
describe('the sample book loaded by the demo member', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway({}, { microsoft: true, smtp: true, ghl: { seed: false } });
    await t.gateway.container.repositories.autoAccess.add({
      discordUsername: DEMO_MEMBER.username,
      discordId: sandboxDiscordId(DEMO_MEMBER.username),
      notes: 'Sandbox demo member',
      addedBy: null,
      addedByUsername: 'sandbox',
    });
  });
  afterAll(() => t?.close());

  it("gives them the loader's 30 deals, not the demo share on top", { timeout: 300_000 }, async () => {
    const demo = await t.signInAs(DEMO_MEMBER.username);
    expect((await t.request('/sample-data', { method: 'POST', token: demo.token })).status).toBe(202);
    await t.waitFor(async () => {
      const status = (await (await t.request('/sample-data', { token: demo.token })).json()) as { loaded: boolean };
      return status.loaded;
    }, 240_000);
    const theirs = (await (await t.request('/deals?limit=100', { token: demo.token })).json()) as { total: number };
    expect(theirs.total).toBe(30);
    const users = await t.gateway.container.repositories.users.list();
    expect(users.filter((u) => u.username === DEMO_MEMBER.username)).toHaveLength(1);
  });
});
