import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LenderSubmission } from '@portal/contracts';
import { apiError, FakeGateway, json, pagedRoute } from '@portal/web-kit/testing';
import { admin, makeDeal, makeDocument } from '../../../../test/fixtures';
import { renderWithServices } from '../../../../test/renderDealsPage';
import { DealSummaryDialog } from '../../deals/components/DealSummaryDialog';
import { makeDealMatch, makeDealMatches, makePlacement } from '../../matching/utils/__tests__/placementFixtures';

const user = userEvent.setup();
const deal = makeDeal({ loanAmount: 5_500_000, propertyValue: 10_440_000, loanPurpose: 'purchase' });
const rentRoll = makeDocument({ id: 'doc-1', dealId: deal.id, originalName: 'Rent roll.pdf' });

function submission(overrides: Partial<LenderSubmission> = {}): LenderSubmission {
  return {
    id: 's1',
    dealId: deal.id,
    lenderId: 'l1',
    lenderName: 'Lone Star Bank',
    contactId: 'c1',
    contactName: 'Ana Ruiz',
    contactEmail: 'ana@lonestar.example',
    documentIds: ['doc-1'],
    state: 'sent',
    events: [{ kind: 'sent', at: '2026-11-27T10:00:00.000Z', documentId: null, fileName: null, detail: null }],
    createdAt: '2026-11-27T10:00:00.000Z',
    expiresAt: '2026-12-27T10:00:00.000Z',
    revokedAt: null,
    ...overrides,
  };
}

function gatewayWith(submissions: () => LenderSubmission[]) {
  return new FakeGateway()
    .on(
      'GET',
      `/deals/${deal.id}/placement`,
      makePlacement(deal, { matches: { match: 1, near: 0, missingFields: [] } }),
    )
    .on('GET', `/admin/deals/${deal.id}/matches`, makeDealMatches([makeDealMatch()]))
    .on('GET', `/deals/${deal.id}/documents`, [rentRoll])
    .on('GET', `/deals/${deal.id}/activities`, pagedRoute([]))
    .on('GET', `/deals/${deal.id}/comments`, pagedRoute([]))
    .on('GET', `/admin/deals/${deal.id}/submissions`, () => json({ items: submissions() }));
}

async function openLenders(gateway: FakeGateway) {
  renderWithServices(<DealSummaryDialog deal={deal} onClose={vi.fn()} showCreator />, { user: admin, gateway });
  const dialog = within(screen.getByRole('dialog', { name: 'Deal Summary' }));
  await user.click(dialog.getByRole('tab', { name: 'Lenders' }));
  return within(dialog.getByRole('tabpanel', { name: 'Lenders' }));
}

describe('sending a deal to lenders from its Lenders tab', () => {
  it('sends the chosen contacts, documents and message once, then lists the submission', async () => {
    let stored: LenderSubmission[] = [];
    const gateway = gatewayWith(() => stored);
    gateway.on('POST', `/admin/deals/${deal.id}/submissions`, () => {
      stored = [submission()];
      return json({ items: stored });
    });
    const panel = await openLenders(gateway);
    expect(await panel.findByText('Not sent to any lender yet.')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Send to lenders' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Send ${deal.dealId} to lenders` }));
    // Nothing chosen yet: said, not sent.
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Choose at least one contact to send the deal to.');
    expect(gateway.callsTo('POST', `/admin/deals/${deal.id}/submissions`)).toHaveLength(0);

    const lender = within(dialog.getByRole('group', { name: 'Lone Star Bank' }));
    await user.click(lender.getByRole('checkbox', { name: /Ana Ruiz/ }));
    await user.click(await dialog.findByRole('checkbox', { name: 'Rent roll.pdf' }));
    await user.click(dialog.getByRole('button', { name: 'Send to 1 contact' }));

    expect(await panel.findByText('Lone Star Bank · Ana Ruiz')).toBeInTheDocument();
    expect(panel.getByText('Sent')).toBeInTheDocument();
    const body = gateway.lastBody('POST', `/admin/deals/${deal.id}/submissions`) as Record<string, unknown>;
    expect(body).toMatchObject({ contactIds: ['c1'], documentIds: ['doc-1'], expiresInDays: 30 });
    expect(body.sendKey).toMatch(/^send-[0-9a-f]{32}$/);
    expect(String(body.message)).toContain(deal.dealId);
  });

  it("shows the gateway's refusal in the dialog and keeps the choices", async () => {
    const gateway = gatewayWith(() => []);
    gateway.on('POST', `/admin/deals/${deal.id}/submissions`, () => apiError(400, 'Contact c1 has no e-mail address'));
    const panel = await openLenders(gateway);
    await user.click(await panel.findByRole('button', { name: 'Send to lenders' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Send ${deal.dealId} to lenders` }));
    await user.click(dialog.getByRole('checkbox', { name: /Ana Ruiz/ }));
    await user.click(dialog.getByRole('button', { name: 'Send to 1 contact' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Contact c1 has no e-mail address');
    expect(dialog.getByRole('checkbox', { name: /Ana Ruiz/ })).toBeChecked();
  });

  it('revokes a link, after which the submission reads Revoked and offers no second revoke', async () => {
    let stored = [
      submission({
        state: 'viewedDocuments',
        events: [
          { kind: 'sent', at: '2026-11-27T10:00:00.000Z', documentId: null, fileName: null, detail: null },
          {
            kind: 'viewed',
            at: '2026-11-27T11:00:00.000Z',
            documentId: 'doc-1',
            fileName: 'Rent roll.pdf',
            detail: null,
          },
        ],
      }),
    ];
    const gateway = gatewayWith(() => stored);
    gateway.on('POST', `/admin/deals/${deal.id}/submissions/s1/revoke`, () => {
      stored = [submission({ state: 'revoked', revokedAt: '2026-11-27T12:00:00.000Z' })];
      return json(stored[0]);
    });
    const panel = await openLenders(gateway);
    expect(await panel.findByText(/Viewed Rent roll.pdf/)).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Revoke link of Ana Ruiz (Lone Star Bank)' }));
    expect(await panel.findByText('Revoked')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: /Revoke link of/ })).not.toBeInTheDocument();
    expect(gateway.callsTo('POST', `/admin/deals/${deal.id}/submissions/s1/revoke`)).toHaveLength(1);
  });

  it('sums the deal up in one line: sent, opened, passed and quoted', async () => {
    const event = (kind: LenderSubmission['events'][number]['kind'], hour: number) => ({
      kind,
      at: `2026-11-27T1${hour}:00:00.000Z`,
      documentId: null,
      fileName: null,
      detail: null,
    });
    const gateway = gatewayWith(() => [
      submission({ id: 's1', state: 'quoted', events: [event('sent', 0), event('opened', 1), event('quoted', 2)] }),
      submission({
        id: 's2',
        contactId: 'c2',
        state: 'passed',
        events: [event('sent', 0), event('opened', 1), event('passed', 3)],
      }),
      submission({ id: 's3', contactId: 'c3', state: 'opened', events: [event('sent', 0), event('opened', 4)] }),
      submission({ id: 's4', contactId: 'c4' }),
    ]);
    const panel = await openLenders(gateway);
    expect(await panel.findByText('Sent 4 · Opened 3 · Passed 1 · Quoted 1')).toBeInTheDocument();
  });
});
