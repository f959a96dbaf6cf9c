import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealRecord, seedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Page = { items: { id: string; dealId: string }[]; nextCursor: string | null; total: number };
type Pipeline = { total: number; stages: { stage: string; count: number; firstPage?: Page }[] };

describe('deal search (q on the deal lists and pipelines)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  const ids: Record<string, { _id: string; dealId: string }> = {};

  const owner = (s: SignedIn) => ({ _id: s.user.id, username: String(s.user.username) });
  const get = async <T>(path: string, who: SignedIn) => {
    const response = await t.request(path, { token: who.token });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const found = async (path: string, who: SignedIn) => (await get<Page>(path, who)).items.map((deal) => deal.id);

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('search-member');
    other = await t.signInAs('search-other');
    admin = await t.signInAs('search-admin', { isAdmin: true });
    const c = t.gateway.container;
    ids.harbor = await seedDeal(c, owner(member), {
      contactFirstName: 'Renée',
      contactLastName: 'Okafor',
      contactName: 'Renée Okafor',
      contactEmail: 'renee.okafor@northwind.example',
      contactPhone: '+1 (555) 555-0101',
      propertyName: 'Harborview Lofts',
      propertyAddress: '1200 Harbor Boulevard, Austin TX',
      status: 'Open',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    ids.maple = await seedDeal(c, owner(member), {
      contactName: 'Sam Patel',
      contactEmail: 'sam@patel.example',
      contactPhone: '555-0199',
      propertyAddress: '77 Maple Avenue, Denver CO',
      status: 'Closed',
      createdAt: new Date('2026-02-02T10:00:00Z'),
    });
    // Another member's deal that matches the same words: never in the member's results.
    ids.otherHarbor = await seedDeal(c, owner(other), {
      contactName: 'Renée Other',
      propertyAddress: '1300 Harbor Boulevard, Austin TX',
      contactPhone: '555-555-0101',
      createdAt: new Date('2026-02-03T10:00:00Z'),
    });
  });
  afterAll(() => t.close());

  it('finds a deal by part of its address, its client name, e-mail, property name and deal number', async () => {
    expect(await found('/deals?q=harb', member)).toEqual([ids.harbor!._id]);
    expect(await found('/deals?q=1200%20harbor%20blvd', member)).toEqual([]);
    expect(await found('/deals?q=1200%20Harbor', member)).toEqual([ids.harbor!._id]);
    expect(await found('/deals?q=RENEE%20oka', member)).toEqual([ids.harbor!._id]);
    expect(await found('/deals?q=northwind', member)).toEqual([ids.harbor!._id]);
    expect(await found('/deals?q=sam%40patel', member)).toEqual([ids.maple!._id]);
    expect(await found('/deals?q=harborview', member)).toEqual([ids.harbor!._id]);
    expect(await found(`/deals?q=${ids.maple!.dealId}`, member)).toEqual([ids.maple!._id]);
    const number = String(Number(ids.maple!.dealId.split('-')[2]));
    expect(await found(`/deals?q=${number}`, member)).toContain(ids.maple!._id);
  });

  it('matches a phone on its digits however it is typed', async () => {
    expect(await found('/deals?q=555%200101', member)).toEqual([ids.harbor!._id]);
    expect(await found('/deals?q=(555)%20555-0101', member)).toEqual([ids.harbor!._id]);
    expect(await found('/deals?q=5555550101', member)).toEqual([ids.harbor!._id]);
    expect(await found('/deals?q=555-0199', member)).toEqual([ids.maple!._id]);
  });

  it("a member's search never returns another member's deal; an admin's covers every deal", async () => {
    expect(await found('/deals?q=harbor%20boulevard', member)).toEqual([ids.harbor!._id]);
    expect(await found('/deals?q=harbor%20boulevard', other)).toEqual([ids.otherHarbor!._id]);
    expect(await found('/admin/deals?q=harbor%20boulevard', admin)).toEqual([ids.otherHarbor!._id, ids.harbor!._id]);
    // The member's pipeline counts only their own matches too.
    const pipeline = await get<Pipeline>('/deals/pipeline?q=harbor&pageLimit=5', member);
    expect(pipeline.total).toBe(1);
    expect(pipeline.stages.flatMap((stage) => stage.firstPage!.items.map((deal) => deal.id))).toEqual([
      ids.harbor!._id,
    ]);
  });

  it('composes with the filters, pages and the pipeline; a cursor is bound to its search', async () => {
    expect(await found('/admin/deals?q=austin&status=Open', admin)).toEqual([ids.otherHarbor!._id, ids.harbor!._id]);
    expect(await found('/admin/deals?q=denver&status=Open', admin)).toEqual([]);
    const first = await get<Page>('/admin/deals?q=austin&limit=1', admin);
    expect(first).toMatchObject({ total: 2, items: [{ id: ids.otherHarbor!._id }] });
    const next = await get<Page>(`/admin/deals?q=austin&limit=1&cursor=${first.nextCursor}`, admin);
    expect(next.items.map((deal) => deal.id)).toEqual([ids.harbor!._id]);
    const foreign = await t.request(`/admin/deals?q=denver&limit=1&cursor=${first.nextCursor}`, { token: admin.token });
    expect(foreign.status).toBe(400);
    const pipeline = await get<Pipeline>('/admin/deals/pipeline?q=austin', admin);
    expect(pipeline.total).toBe(2);
  });

  it('blank text is no search; text without a letter or digit answers 400; regex characters are plain text', async () => {
    expect((await get<Page>('/deals?q=%20%20', member)).total).toBe(2);
    const bad = await t.request('/deals?q=%2E*', { token: member.token });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('Search must contain a letter or a digit');
    expect(await found('/deals?q=h.rbor', member)).toEqual([]);
    expect((await t.request('/admin/deals/pipeline?q=%2B%2B', { token: admin.token })).status).toBe(400);
  });

  it('an edit keeps the search current; deals stored before search are found after the start-up backfill', async () => {
    const edited = await t.request(`/deals/${ids.maple!._id}`, {
      method: 'PUT',
      token: member.token,
      json: {
        clientFirstName: 'Sam',
        clientLastName: 'Patel',
        clientPhone: '555-0199',
        clientEmail: 'sam@patel.example',
        propertyAddress: '9 Juniper Court, Boise ID',
      },
    });
    expect(edited.status).toBe(200);
    expect(await found('/deals?q=juniper', member)).toEqual([ids.maple!._id]);
    expect(await found('/deals?q=maple', member)).toEqual([]);

    // A deal written before search existed: no `search` field until the backfill runs.
    const c = t.gateway.container;
    const legacy = { ...dealRecord(owner(member), { propertyAddress: '5 Legacy Lane' }), dealId: 'DL-2020-000777' };
    await c.repositories.deals.insertMany([legacy]);
    await t.gateway.db.collection('deals').updateOne({ _id: legacy._id } as never, { $unset: { search: '' } });
    expect(await found('/deals?q=legacy', member)).toEqual([]);
    await t.gateway.db.collection('migrations').deleteMany({});
    await c.services.searchBackfill.run();
    expect(await found('/deals?q=legacy', member)).toEqual([legacy._id]);
  });
});
