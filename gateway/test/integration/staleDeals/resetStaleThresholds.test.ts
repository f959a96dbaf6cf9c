import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeals } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Thresholds = { stages: { stage: string; days: number | null }[]; updatedAt: string | null };

const PATH = '/admin/settings/stale-thresholds';
const DAY = 24 * 3600 * 1000;

/** The defaults of docs/stale-deals.md, in pipeline order. */
const DEFAULTS = [
  { stage: 'Qualification', days: 7 },
  { stage: 'Needs Analysis', days: 14 },
  { stage: 'Lender Submission', days: 14 },
  { stage: 'Proposal', days: 14 },
  { stage: 'Signed Proposal', days: 21 },
  { stage: 'Underwriting', days: 30 },
  { stage: 'Approved', days: 30 },
  { stage: 'Closed', days: null },
];

describe('DELETE /admin/settings/stale-thresholds', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('reset-stale-admin', { isAdmin: true });
    member = await t.signInAs('reset-stale-member');
  });
  afterAll(() => t.close());

  const save = (stages: { stage: string; days: number | null }[]) =>
    t.request(PATH, { method: 'PUT', token: admin.token, json: { stages } });
  const reset = (token?: string) => t.request(PATH, { method: 'DELETE', ...(token ? { token } : {}) });
  const thresholds = async () => (await (await t.request(PATH, { token: admin.token })).json()) as Thresholds;

  it('an admin puts the defaults back: answered, in force for the next read of a deal, and kept', async () => {
    const owner = { _id: member.user.id, username: 'reset-stale-member' };
    const [deal] = await seedDeals(t.gateway.container, [
      { owner, fields: { stage: 'Qualification', stageEnteredAt: new Date(t.clock.now().getTime() - 3 * DAY) } },
    ]);
    expect(
      (
        await save([
          { stage: 'Qualification', days: 2 },
          { stage: 'Closed', days: 60 },
        ])
      ).status,
    ).toBe(200);
    const readDeal = async () =>
      (await (await t.request(`/deals/${deal!._id}`, { token: member.token })).json()) as { stale: boolean };
    expect(await readDeal()).toMatchObject({ stale: true });

    const response = await reset(admin.token);
    expect(response.status).toBe(200);
    const restored = (await response.json()) as Thresholds;
    expect(restored).toEqual({ stages: DEFAULTS, updatedAt: null });
    // Three days in Qualification is within the default of seven.
    expect(await readDeal()).toMatchObject({ stale: false });
    expect(await thresholds()).toEqual(restored);
  });

  it('answers the defaults when nothing was ever saved', async () => {
    const response = await reset(admin.token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stages: DEFAULTS, updatedAt: null });
  });

  it('refuses members (403) and anonymous callers (401), and the saved thresholds stay', async () => {
    expect((await save([{ stage: 'Proposal', days: 5 }])).status).toBe(200);
    const refused = await reset(member.token);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('Admin access required');
    expect((await reset()).status).toBe(401);
    const kept = await thresholds();
    expect(kept.stages.find((row) => row.stage === 'Proposal')?.days).toBe(5);
    expect(kept.updatedAt).not.toBeNull();
  });
});
