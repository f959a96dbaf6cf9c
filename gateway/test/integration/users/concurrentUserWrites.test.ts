import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

/**
 * FerretDB runs a find-and-modify as a read then a write of the whole document: a sign-in's
 * profile refresh at the moment an admin changes the user's access could put the old access back.
 */
describe('writes of one user at the same moment', () => {
  let t: TestGateway;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('cu-member');
  });
  afterAll(() => t.close());

  it('all land: the profile refresh, the access flags and the broker share', async () => {
    const { users } = t.gateway.container.repositories;
    const id = member.user.id;
    const discordId = (await users.findById(id))!.discordId;
    for (let round = 1; round <= 20; round++) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, round));
      const isAdmin = round % 2 === 0;
      await Promise.all([
        users.updateProfile(
          id,
          { discordId, username: `cu-member-${round}`, name: 'Cu', email: null, avatar: null },
          at,
        ),
        users.setFlags(id, { isAdmin }),
        users.setBrokerShare(id, round),
      ]);
      const stored = await users.findById(id);
      expect({
        round,
        username: stored?.username,
        lastLoginAt: stored?.lastLoginAt,
        isAdmin: stored?.isAdmin,
        share: stored?.brokerSharePercent,
      }).toEqual({
        round,
        username: `cu-member-${round}`,
        lastLoginAt: at,
        isAdmin,
        share: round,
      });
    }
  });
});
