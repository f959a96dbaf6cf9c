import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { createDeal } from '../collaboration/helpers';

type Template = {
  dealType: string;
  items: { id: string; name: string; description: string; required: boolean }[];
};
type Settings = { templates: Template[]; reminderAfterDays: number; updatedAt: string | null };

describe('checklist templates in admin Settings (GET/PUT /admin/settings/checklist)', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;
  let shipped: Settings;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('cls-admin', { isAdmin: true });
    member = await t.signInAs('cls-member');
    shipped = await read();
  });
  afterAll(() => t.close());

  const read = async () =>
    (await (await t.request('/admin/settings/checklist', { token: admin.token })).json()) as Settings;
  const save = (json: unknown) => t.request('/admin/settings/checklist', { method: 'PUT', token: admin.token, json });

  it('ships a default set for every deal type, a 7-day reminder, never saved', async () => {
    const settings = await read();
    expect(settings.templates.map((template) => template.dealType)).toEqual([
      'Acquisition',
      'Purchase',
      'Refinance',
      'New Construction',
      'Construction',
      'Bridge',
      'Other',
    ]);
    const acquisition = settings.templates[0]!.items.map((entry) => entry.name);
    expect(acquisition).toEqual(
      expect.arrayContaining([
        'Purchase Contract',
        'T12 Operating Statement',
        'Rent Roll',
        'Personal Financial Statement',
        'Schedule of Real Estate Owned',
        'Entity Documents',
        'Appraisal',
      ]),
    );
    expect(settings.templates[4]!.items.map((entry) => entry.id)).toContain('construction-budget');
    expect(settings.reminderAfterDays).toBe(7);
    expect(settings.updatedAt).toBeNull();
  });

  it('saves an edited, reordered template; deals’ progress follows at once', async () => {
    const dealId = await createDeal(t, member, '10 Template Terrace');
    const settings = await read();
    const refinance = settings.templates.find((template) => template.dealType === 'Refinance')!;
    refinance.items = [
      { id: 'rent-roll', name: '  Rent Roll (certified) ', description: 'Signed by the owner', required: true },
      { id: 't12', name: 'T12', description: '', required: true },
      { id: 'survey', name: 'Survey', description: 'ALTA survey', required: false },
    ];
    const response = await save({ templates: settings.templates, reminderAfterDays: 3 });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Settings;
    expect(saved.reminderAfterDays).toBe(3);
    expect(saved.updatedAt).not.toBeNull();
    expect(saved.templates.find((template) => template.dealType === 'Refinance')!.items[0]).toEqual({
      id: 'rent-roll',
      name: 'Rent Roll (certified)',
      description: 'Signed by the owner',
      required: true,
    });
    expect((await read()).reminderAfterDays).toBe(3);

    const list = (await (await t.request(`/deals/${dealId}/checklist`, { token: member.token })).json()) as {
      items: { id: string }[];
      progress: unknown;
    };
    expect(list.items.map((entry) => entry.id)).toEqual(['rent-roll', 't12', 'survey']);
    expect(list.progress).toEqual({ done: 0, total: 2 });
    const deal = (await (await t.request(`/deals/${dealId}`, { token: member.token })).json()) as {
      checklist: unknown;
    };
    expect(deal.checklist).toEqual({ done: 0, total: 2 });
  });

  it('refuses blank names, duplicate ids, a missing or repeated deal type and bad ids with 400 naming the field', async () => {
    const { templates } = await read();
    const withItems = (items: Template['items']) =>
      templates.map((template) => (template.dealType === 'Bridge' ? { ...template, items } : template));

    let response = await save({
      templates: withItems([{ id: 'a', name: '   ', description: '', required: true }]),
      reminderAfterDays: 7,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'Item name is required',
      details: [{ field: 'body.templates[5].items[0].name', message: 'Item name is required' }],
    });

    response = await save({
      templates: withItems([
        { id: 'a', name: 'A', description: '', required: true },
        { id: 'a', name: 'B', description: '', required: true },
      ]),
      reminderAfterDays: 7,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('Item ids must be unique within a deal type (a)');

    response = await save({ templates: templates.slice(1), reminderAfterDays: 7 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('Every deal type needs a template (Acquisition)');

    response = await save({ templates: [...templates.slice(0, 6), templates[0]], reminderAfterDays: 7 });
    expect(response.status).toBe(400);

    for (const bad of [
      withItems([{ id: 'Not An Id', name: 'A', description: '', required: true }]),
      withItems([{ id: 'a', name: 'x'.repeat(101), description: '', required: true }]),
    ]) {
      expect((await save({ templates: bad, reminderAfterDays: 7 })).status).toBe(400);
    }
    expect((await save({ templates, reminderAfterDays: 0 })).status).toBe(400);
  });

  it('puts the shipped defaults back (DELETE): templates, 7-day reminder, updatedAt null; deals’ progress follows; members 403', async () => {
    const dealId = await createDeal(t, member, '12 Reset Row');
    const { templates } = await read();
    const trimmed = templates.map((template) => ({
      ...template,
      items: template.items.slice(0, 1).map((entry) => ({ ...entry, required: true })),
    }));
    expect((await save({ templates: trimmed, reminderAfterDays: 30 })).status).toBe(200);
    const progress = async () =>
      ((await (await t.request(`/deals/${dealId}`, { token: member.token })).json()) as { checklist: unknown })
        .checklist;
    expect(await progress()).toEqual({ done: 0, total: 1 });

    const refused = await t.request('/admin/settings/checklist', { method: 'DELETE', token: member.token });
    expect(refused.status).toBe(403);
    expect((await read()).reminderAfterDays).toBe(30);

    const response = await t.request('/admin/settings/checklist', { method: 'DELETE', token: admin.token });
    expect(response.status).toBe(200);
    const reset = (await response.json()) as Settings;
    expect(reset).toEqual({ templates: shipped.templates, reminderAfterDays: 7, updatedAt: null });
    expect(await read()).toEqual(reset);
    const checklist = (await (await t.request(`/deals/${dealId}/checklist`, { token: member.token })).json()) as {
      progress: { total: number };
    };
    expect(await progress()).toEqual({ done: 0, total: checklist.progress.total });
    expect(checklist.progress.total).toBeGreaterThan(1);
  });
});
