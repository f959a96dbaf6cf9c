import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

/**
 * Settings are one document each, created by their first save. Two admins saving for the first
 * time at once both try to create it; both saves must succeed (the later one wins), never a 500.
 */
describe('first saves of a setting made at the same moment', () => {
  let t: TestGateway;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('settings-race-admin', { isAdmin: true });
  });
  afterAll(() => t.close());

  const read = async (path: string) => (await (await t.request(path, { token: admin.token })).json()) as unknown;

  it('every setting takes eight simultaneous first saves, each answered as saved', async () => {
    const settings: { path: string; method: string; body: () => Promise<unknown> }[] = [
      { path: '/admin/email/config', method: 'POST', body: async () => ({ enabled: true }) },
      { path: '/admin/ghl/config', method: 'POST', body: async () => ({ apiKey: 'pit-key', locationId: 'loc-1' }) },
      {
        path: '/admin/settings/stale-thresholds',
        method: 'PUT',
        body: async () => ({ stages: [{ stage: 'Qualification', days: 9 }] }),
      },
      {
        path: '/admin/settings/checklist',
        method: 'PUT',
        body: async () => {
          const { templates, reminderAfterDays } = (await read('/admin/settings/checklist')) as Record<string, unknown>;
          return { templates, reminderAfterDays };
        },
      },
      { path: '/admin/discord-roles', method: 'PUT', body: async () => ({ guildId: null, grantingRoleIds: [] }) },
      { path: '/notifications/preferences', method: 'PUT', body: async () => read('/notifications/preferences') },
    ];
    for (const setting of settings) {
      const json = await setting.body();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => t.request(setting.path, { method: setting.method, token: admin.token, json })),
      );
      const statuses = await Promise.all(
        answers.map(async (answer) => `${answer.status} ${answer.status === 200 ? '' : await answer.text()}`),
      );
      expect(statuses, setting.path).toEqual(Array.from({ length: 8 }, () => '200 '));
    }
  });
});
