import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealForm } from '../collaboration/helpers';
import { startPair, type Pair } from './pair';
import type { SignedIn } from '../../support/testGateway';

const WRITES = 5;

describe('the writes-per-minute quota of a member holds across two gateway instances', () => {
  let pair: Pair;
  let member: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    pair = await startPair({ WRITES_PER_MINUTE_PER_MEMBER: String(WRITES) });
    member = await pair.a.signInAs('quota-writer');
    other = await pair.a.signInAs('quota-bystander');
    admin = await pair.a.signInAs('quota-admin', { isAdmin: true });
  });
  afterAll(() => pair.close());

  it('writes past the quota answer 429 with Retry-After on both instances, and change nothing', async () => {
    const created = await pair.a.request('/deals', {
      method: 'POST',
      token: member.token,
      json: dealForm('1 Quota Way'),
    });
    expect(created.status).toBe(201);
    const dealId = ((await created.json()) as { id: string }).id;
    // Deal, comments and an upload share the quota, whichever instance serves them.
    const statuses: number[] = [];
    for (let i = 1; i < WRITES; i++) {
      const t = i % 2 === 0 ? pair.a : pair.b;
      const response = await t.request(`/deals/${dealId}/comments`, {
        method: 'POST',
        token: member.token,
        json: { body: `note ${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(WRITES - 1).fill(201));

    for (const t of [pair.a, pair.b]) {
      const comment = await t.request(`/deals/${dealId}/comments`, {
        method: 'POST',
        token: member.token,
        json: { body: 'one too many' },
      });
      expect(comment.status).toBe(429);
      expect(Number(comment.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(Number(comment.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
      expect(((await comment.json()) as { error: string }).error).toMatch(/too many changes/i);

      const deal = await t.request(`/deals/${dealId}`, {
        method: 'PUT',
        token: member.token,
        json: { propertyAddress: '2 Quota Way' },
      });
      expect(deal.status).toBe(429);
      expect(Number(deal.headers.get('Retry-After'))).toBeGreaterThan(0);

      const upload = await t.upload(member.token, {
        dealId,
        fileName: 'late.pdf',
        content: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      expect(upload.status).toBe(429);
      expect(Number(upload.headers.get('Retry-After'))).toBeGreaterThan(0);
    }

    // Nothing refused was written.
    const comments = await pair.b.request(`/deals/${dealId}/comments`, { token: member.token });
    const bodies = ((await comments.json()) as { items: { body: string }[] }).items.map((c) => c.body);
    expect(bodies).not.toContain('one too many');
    const deal = (await (await pair.b.request(`/deals/${dealId}`, { token: member.token })).json()) as {
      propertyAddress: string;
    };
    expect(deal.propertyAddress).toBe('1 Quota Way');
    const documents = await pair.a.request(`/deals/${dealId}/documents`, { token: member.token });
    expect((await documents.json()) as unknown[]).toEqual([]);

    // Reads still work, and the quota is the member's own: others write on.
    expect((await pair.a.request(`/deals/${dealId}`, { token: member.token })).status).toBe(200);
    const bystander = await pair.b.request('/deals', {
      method: 'POST',
      token: other.token,
      json: dealForm('3 Free Road'),
    });
    expect(bystander.status).toBe(201);
    const byAdmin = await pair.a.request(`/deals/${dealId}/comments`, {
      method: 'POST',
      token: admin.token,
      json: { body: 'admins have their own count' },
    });
    expect(byAdmin.status).toBe(201);
  }, 120_000);

  it('an admin raising the quota lets the member write again: at once where it was saved, within a second on the other instance', async () => {
    const saved = await pair.b.request('/admin/settings/quotas', {
      method: 'PUT',
      token: admin.token,
      json: { writesPerMinutePerMember: 1000 },
    });
    expect(saved.status).toBe(200);
    const onB = await pair.b.request('/deals', { method: 'POST', token: member.token, json: dealForm('4 Open Lane') });
    expect(onB.status).toBe(201);

    // A keeps the quotas it read for SETTINGS_CACHE_MS (1 s by default), then sees the new version.
    const statuses: number[] = [];
    const deadline = Date.now() + 5_000;
    while (statuses.at(-1) !== 201 && Date.now() < deadline) {
      const onA = await pair.a.request('/deals', {
        method: 'POST',
        token: member.token,
        json: dealForm('5 Open Lane'),
      });
      statuses.push(onA.status);
      if (onA.status !== 201) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(statuses.at(-1)).toBe(201);
    expect(statuses.slice(0, -1).every((status) => status === 429)).toBe(true);
  }, 60_000);
});
