import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Lender = { id: string; name: string; type: string; website: string | null; active: boolean; states: string[] };
type Program = {
  id: string;
  name: string;
  minLoan: number | null;
  maxLoan: number | null;
  states: string[];
  nationwide: boolean;
};
type Contact = { id: string; name: string; email: string | null };
type Page = { items: Lender[]; nextCursor: string | null; total: number };
type ErrorBody = { error: string; details?: { field: string; message: string }[] };

const program = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  loanPurposes: ['purchase', 'refinance'],
  propertyTypes: ['Multifamily'],
  minLoan: 1_000_000,
  maxLoan: 10_000_000,
  maxLtv: 70,
  minDscr: 1.25,
  states: ['TX'],
  ...extra,
});

describe('the lender directory: lenders, programs and contacts', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('lenders-admin', { isAdmin: true });
    member = await t.signInAs('lenders-member');
  });
  afterAll(() => t.close());

  const call = (path: string, init: { method?: string; json?: unknown } = {}, who = admin) =>
    t.request(path, { ...init, token: who.token });
  const createLender = async (json: Record<string, unknown>) => {
    const response = await call('/admin/lenders', { method: 'POST', json });
    expect(response.status).toBe(201);
    return (await response.json()) as Lender;
  };
  const list = async (query = '') => (await (await call(`/admin/lenders${query}`)).json()) as Page;

  it('creates a lender with a trimmed name and a website given a scheme; a name in use (any case) answers 409', async () => {
    const lender = await createLender({ name: '  Harbor   Bank ', type: 'bank', website: 'harbor.example' });
    expect(lender).toMatchObject({
      name: 'Harbor Bank',
      type: 'bank',
      website: 'https://harbor.example',
      active: true,
    });
    const taken = await call('/admin/lenders', { method: 'POST', json: { name: 'HARBOR bank', type: 'cmbs' } });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorBody).error).toBe('A lender named "HARBOR bank" already exists');
    const blank = await call('/admin/lenders', { method: 'POST', json: { name: '  ', type: 'bank' } });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as ErrorBody).error).toBe('Lender name is required');
    const badSite = await call('/admin/lenders', {
      method: 'POST',
      json: { name: 'X', type: 'bank', website: 'not a site' },
    });
    expect(((await badSite.json()) as ErrorBody).error).toBe(
      'Website must be a web address such as https://lender.com',
    );
    const badType = await call('/admin/lenders', { method: 'POST', json: { name: 'X', type: 'pawnshop' } });
    expect(badType.status).toBe(400);
  });

  it('adds, edits and deletes programs with their rules; the lender page shows programs and contacts', async () => {
    const lender = await createLender({ name: 'Program Lender', type: 'debt-fund' });
    const created = await call(`/admin/lenders/${lender.id}/programs`, { method: 'POST', json: program('Bridge') });
    expect(created.status).toBe(201);
    const bridge = (await created.json()) as Program;
    expect(bridge).toMatchObject({
      name: 'Bridge',
      lenderName: 'Program Lender',
      states: ['TX'],
      nationwide: false,
      active: true,
    });

    const reversed = await call(`/admin/lenders/${lender.id}/programs`, {
      method: 'POST',
      json: program('Reversed', { minLoan: 5_000_000, maxLoan: 1_000_000 }),
    });
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as ErrorBody).details).toEqual([
      { field: 'body.minLoan', message: 'Minimum loan must not exceed maximum loan' },
    ]);
    const noStates = await call(`/admin/lenders/${lender.id}/programs`, {
      method: 'POST',
      json: program('Nowhere', { states: [] }),
    });
    expect(((await noStates.json()) as ErrorBody).error).toBe(
      'Name at least one state, or make the program nationwide',
    );
    const overLtv = await call(`/admin/lenders/${lender.id}/programs`, {
      method: 'POST',
      json: program('X', { maxLtv: 120 }),
    });
    expect(overLtv.status).toBe(400);
    const duplicate = await call(`/admin/lenders/${lender.id}/programs`, { method: 'POST', json: program(' bridge ') });
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as ErrorBody).error).toBe(
      'Lender "Program Lender" already has a program named "bridge"',
    );

    // An edit is checked on the program as it would be: lowering the maximum below the minimum fails.
    const lowered = await call(`/admin/lenders/${lender.id}/programs/${bridge.id}`, {
      method: 'PATCH',
      json: { maxLoan: 500_000 },
    });
    expect(lowered.status).toBe(400);
    const nationwide = await call(`/admin/lenders/${lender.id}/programs/${bridge.id}`, {
      method: 'PATCH',
      json: { nationwide: true },
    });
    expect(await nationwide.json()).toMatchObject({ nationwide: true, states: [] });
    expect(
      (await call(`/admin/lenders/${lender.id}/programs/nope`, { method: 'PATCH', json: { name: 'y' } })).status,
    ).toBe(404);

    const contact = await call(`/admin/lenders/${lender.id}/contacts`, {
      method: 'POST',
      json: { name: 'Dana Ortiz', email: 'dana@fund.example', phone: '555-0142', role: 'Originator' },
    });
    expect(contact.status).toBe(201);
    const dana = (await contact.json()) as Contact;
    const renamed = await call(`/admin/lenders/${lender.id}/contacts/${dana.id}`, {
      method: 'PATCH',
      json: { role: 'Underwriter' },
    });
    expect(await renamed.json()).toMatchObject({ name: 'Dana Ortiz', role: 'Underwriter' });
    expect((await call(`/admin/lenders/${lender.id}/contacts`, { method: 'POST', json: { name: '' } })).status).toBe(
      400,
    );

    const page = await (await call(`/admin/lenders/${lender.id}`)).json();
    expect(page).toMatchObject({
      name: 'Program Lender',
      programCount: 1,
      activeProgramCount: 1,
      contactCount: 1,
      nationwide: true,
      programs: [{ name: 'Bridge' }],
      contacts: [{ name: 'Dana Ortiz', role: 'Underwriter' }],
    });

    expect((await call(`/admin/lenders/${lender.id}/contacts/${dana.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/admin/lenders/${lender.id}/programs/${bridge.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/admin/lenders/${lender.id}/programs/${bridge.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await (await call(`/admin/lenders/${lender.id}`)).json()).toMatchObject({
      programCount: 0,
      contactCount: 0,
      programs: [],
      contacts: [],
    });
    expect((await call('/admin/lenders/no-such-lender')).status).toBe(404);
  });

  it('deactivates and reactivates a lender; its programs carry the flag for matching', async () => {
    const lender = await createLender({ name: 'Sleepy Credit Union', type: 'credit-union' });
    await call(`/admin/lenders/${lender.id}/programs`, { method: 'POST', json: program('Main') });
    const off = await call(`/admin/lenders/${lender.id}`, { method: 'PATCH', json: { active: false } });
    expect(await off.json()).toMatchObject({ active: false });
    expect((await list('?active=false&q=sleepy')).items.map((l) => l.name)).toEqual(['Sleepy Credit Union']);
    expect((await list('?active=true&q=sleepy')).items).toEqual([]);
    const on = await call(`/admin/lenders/${lender.id}`, {
      method: 'PATCH',
      json: { active: true, name: 'Awake Credit Union' },
    });
    expect(await on.json()).toMatchObject({ active: true, name: 'Awake Credit Union' });
    const detail = (await (await call(`/admin/lenders/${lender.id}`)).json()) as { programs: Program[] };
    expect(detail.programs[0]).toMatchObject({ lenderName: 'Awake Credit Union' });
    expect((await call('/admin/lenders/nope', { method: 'PATCH', json: { active: false } })).status).toBe(404);
  });

  it('changes the programs version after every write of the directory', async () => {
    const version = t.gateway.container.services.programsVersion;
    const before = (await version.current()).version;
    const lender = await createLender({ name: 'Versioned Lender', type: 'private' });
    const afterCreate = (await version.current()).version;
    expect(afterCreate).not.toBe(before);
    await call(`/admin/lenders/${lender.id}/programs`, { method: 'POST', json: program('Versioned') });
    expect((await version.current()).version).not.toBe(afterCreate);
  });

  it('pages, searches and filters the list (type, active, state with nationwide, property type, loan purpose)', async () => {
    // A second apart, so the newest-first order is known.
    const a = await createLender({ name: 'Filter Alpha Bank', type: 'bank' });
    t.clock.advance(1000);
    const b = await createLender({ name: 'Filter Beta Fund', type: 'debt-fund' });
    t.clock.advance(1000);
    const c = await createLender({ name: 'Filter Gamma Life', type: 'life-company' });
    await call(`/admin/lenders/${a.id}/programs`, { method: 'POST', json: program('A1', { states: ['TX', 'OK'] }) });
    await call(`/admin/lenders/${b.id}/programs`, {
      method: 'POST',
      json: program('B1', { states: [], nationwide: true, propertyTypes: ['Industrial'], loanPurposes: ['bridge'] }),
    });
    await call(`/admin/lenders/${c.id}/programs`, {
      method: 'POST',
      json: program('C1', { states: ['CA'], active: false }),
    });

    const names = async (query: string) => (await list(query)).items.map((l) => l.name).sort();
    expect(await names('?q=filter')).toEqual(['Filter Alpha Bank', 'Filter Beta Fund', 'Filter Gamma Life']);
    expect(await names('?q=filter%20be')).toEqual(['Filter Beta Fund']);
    expect(await names('?q=filter&type=bank')).toEqual(['Filter Alpha Bank']);
    // A nationwide program covers Oklahoma; an inactive program covers nothing.
    expect(await names('?q=filter&state=OK')).toEqual(['Filter Alpha Bank', 'Filter Beta Fund']);
    expect(await names('?q=filter&state=CA')).toEqual(['Filter Beta Fund']);
    expect(await names('?q=filter&propertyType=Industrial')).toEqual(['Filter Beta Fund']);
    expect(await names('?q=filter&loanPurpose=purchase')).toEqual(['Filter Alpha Bank']);
    expect((await call('/admin/lenders?q=%21%21')).status).toBe(400);
    expect((await call('/admin/lenders?state=ZZ')).status).toBe(400);

    const first = await list('?q=filter&limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(3);
    expect(first.items[0]!.name).toBe('Filter Gamma Life');
    const second = await list(`?q=filter&limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items.map((l) => l.name)).toEqual(['Filter Alpha Bank']);
    expect(second.nextCursor).toBeNull();
    const foreign = await call(`/admin/lenders?q=other&limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as ErrorBody).error).toBe('Invalid cursor');
  });

  it('a member reaches no lender data: 403 on the list, a lender, the export and the template', async () => {
    const [lender] = (await list()).items;
    for (const path of [
      '/admin/lenders',
      `/admin/lenders/${lender!.id}`,
      '/admin/lenders/export',
      '/admin/lenders/import/template',
    ]) {
      const response = await call(path, {}, member);
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).error).toBe('Admin access required');
    }
  });
});
