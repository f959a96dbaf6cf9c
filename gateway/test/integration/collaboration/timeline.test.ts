import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_STAGES } from '../../../sandbox/ghl';
import { smallPdf } from '../../support/files';
import { seedDeals } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { comment, createDeal, notificationsOf, timeline, type Activity } from './helpers';

describe('a deal’s timeline records every write path (listDealActivities)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    admin = await t.signInAs('timeline-admin', { isAdmin: true });
    member = await t.signInAs('timeline-member');
  });
  afterAll(() => t.close());

  it('creation, field edits with labels old → new, documents and comments, newest first', async () => {
    const dealId = await createDeal(t, member, '10 Ledger Lane');
    t.clock.advance(1000);
    const edit = await t.request(`/deals/${dealId}`, {
      method: 'PUT',
      token: member.token,
      json: {
        clientFirstName: 'Ada',
        clientLastName: 'Byron',
        clientPhone: '555-0100',
        clientEmail: 'ada@example.com',
        propertyAddress: '10 Ledger Lane',
        loanRequest: '$2M',
      },
    });
    expect(edit.status).toBe(200);
    t.clock.advance(1000);
    const upload = await t.upload(admin.token, { dealId, fileName: 'rent-roll.pdf', content: smallPdf() });
    expect(upload.status).toBe(201);
    const documentId = ((await upload.json()) as { document?: { id: string }; id?: string }).document?.id;
    t.clock.advance(1000);
    const posted = await comment(t, admin.token, dealId, 'Please send the T12');
    const commentId = ((await posted.json()) as { id: string }).id;

    const entries = await timeline(t, member.token, dealId);
    const kinds = entries.map((e) => e.kind);
    expect(kinds.slice(0, 4)).toEqual(['commentAdded', 'documentUploaded', 'fieldsChanged', 'created']);
    const [commented, uploaded, edited, created] = entries as [Activity, Activity, Activity, Activity];
    expect(created.actor).toEqual({ id: member.user.id, name: 'timeline-member', role: 'member' });
    expect(created.source).toBe('portal');
    expect(edited.changes).toEqual([
      { field: 'loanRequest', label: 'Loan Request', from: '$1.5M', to: '$2M' },
      { field: 'contactLastName', label: 'Last Name', from: 'Lovelace', to: 'Byron' },
    ]);
    expect(uploaded.actor).toMatchObject({ id: admin.user.id, role: 'admin' });
    expect(uploaded.source).toBe('admin');
    expect(uploaded.document?.fileName).toBe('rent-roll.pdf');
    if (documentId) expect(uploaded.document?.id).toBe(documentId);
    expect(commented).toMatchObject({ commentId, actor: { id: admin.user.id, role: 'admin' } });

    const document = uploaded.document!;
    t.clock.advance(1000);
    const removed = await t.request(`/documents/${document.id}`, { method: 'DELETE', token: admin.token });
    expect(removed.status).toBe(200);
    const [deletedEntry] = await timeline(t, member.token, dealId);
    expect(deletedEntry).toMatchObject({
      kind: 'documentDeleted',
      document: { id: document.id, fileName: 'rent-roll.pdf' },
    });
  });

  it('pages newest first with the same cursor shape as every list', async () => {
    const dealId = await createDeal(t, member, '11 Paging Place');
    for (let i = 0; i < 4; i++) {
      t.clock.advance(1000);
      expect((await comment(t, member.token, dealId, `note ${i}`)).status).toBe(201);
    }
    const first = (await (await t.request(`/deals/${dealId}/activities?limit=2`, { token: member.token })).json()) as {
      items: Activity[];
      nextCursor: string | null;
      total: number;
    };
    expect(first.total).toBe(5);
    expect(first.items).toHaveLength(2);
    const rest = (await (
      await t.request(`/deals/${dealId}/activities?limit=10&cursor=${encodeURIComponent(first.nextCursor!)}`, {
        token: member.token,
      })
    ).json()) as { items: Activity[]; nextCursor: string | null; total: number };
    expect(rest.items.map((e) => e.kind)).toEqual(['commentAdded', 'commentAdded', 'created']);
    expect(rest.nextCursor).toBeNull();
    expect(rest.total).toBe(5);
  });

  it('a stage moved in GHL arrives by webhook: timeline entry with its source, and the owner is notified', async () => {
    await t.configureGhl(admin.token);
    const dealId = await createDeal(t, member, '12 Webhook Way');
    const linked = await t.waitFor(async () => {
      const deal = (await (await t.request(`/deals/${dealId}`, { token: member.token })).json()) as {
        ghlOpportunityId: string | null;
        status: string;
        stage: string | null;
      };
      return deal.ghlOpportunityId && deal.status === 'Under Review' ? deal : undefined;
    });
    const before = await timeline(t, member.token, dealId);
    expect(before.map((e) => e.kind)).toContain('ghlLinked');

    t.clock.advance(60_000);
    await t.ghl!.moveOpportunity(linked.ghlOpportunityId!, SANDBOX_STAGES.needsAnalysis.id);
    const hook = await t.ghl!.sendSignedWebhook(
      t.gateway.url,
      t.ghl!.webhookEvent('OpportunityStageUpdate', linked.ghlOpportunityId!),
    );
    expect(await hook.json()).toEqual({ received: true, applied: true });

    // The entry of the webhook's change (a late GHL sync of the link may share its time).
    const moved = (await timeline(t, member.token, dealId)).find((e) => e.source === 'webhook');
    expect(moved).toMatchObject({
      kind: 'stageChanged',
      source: 'webhook',
      actor: { id: null, role: 'system', name: 'GoHighLevel' },
      createdAt: t.clock.now().toISOString(),
    });
    expect(moved!.changes).toEqual([
      { field: 'stage', label: 'Stage', from: linked.stage, to: 'Needs Analysis' },
      { field: 'status', label: 'Status', from: 'Under Review', to: 'In Underwriting' },
    ]);
    const { items } = await notificationsOf(t, member.token);
    const told = items.find(
      (n) => n.kind === 'stageChanged' && n.deal?.id === dealId && n.title.includes('Needs Analysis'),
    );
    expect(told).toMatchObject({ title: 'Stage changed to Needs Analysis', readAt: null });
  });

  it('a deal from before the timeline shows its creation and stage history (migrated on first read, once)', async () => {
    const owner = { _id: member.user.id, username: 'timeline-member' };
    const at = (iso: string) => new Date(iso);
    const [old] = await seedDeals(t.gateway.container, [
      {
        owner,
        fields: {
          createdAt: at('2025-01-01T10:00:00.000Z'),
          stage: 'Underwriting',
          stageHistory: [
            { from: null, to: 'Qualification', at: at('2025-01-01T10:00:00.000Z'), source: 'import' },
            { from: 'Qualification', to: 'Underwriting', at: at('2025-02-01T10:00:00.000Z'), source: 'reconciliation' },
          ],
        },
      },
      { owner, fields: { createdAt: at('2025-01-02T10:00:00.000Z') } },
    ]);
    const first = await timeline(t, member.token, old!._id);
    expect(first.map((e) => [e.kind, e.source, e.createdAt])).toEqual([
      ['stageChanged', 'reconciliation', '2025-02-01T10:00:00.000Z'],
      ['stageChanged', 'import', '2025-01-01T10:00:00.000Z'],
      ['created', 'import', '2025-01-01T10:00:00.000Z'],
    ]);
    // Read again (and from an admin): the same three, no duplicates.
    expect(await timeline(t, admin.token, old!._id)).toEqual(first);
  });
});
