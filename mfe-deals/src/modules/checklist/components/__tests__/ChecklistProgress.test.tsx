import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeGateway, pagedRoute } from '@portal/web-kit/testing';
import { makeDeal } from '../../../../../test/fixtures';
import { renderDealsPage } from '../../../../../test/renderDealsPage';

describe("the checklist's 'N of M' on deal rows", () => {
  it('shows required documents accepted of required on each row, from the deal itself (no extra request)', async () => {
    const deals = [
      makeDeal({ id: 'd1', dealId: 'DL-2026-000001', checklist: { done: 2, total: 5 } }),
      makeDeal({ id: 'd2', dealId: 'DL-2026-000002', checklist: { done: 0, total: 0 } }),
    ];
    const gateway = new FakeGateway().on('GET', '/deals', pagedRoute(deals));
    renderDealsPage({ gateway });

    const first = await screen.findByRole('listitem', { name: /DL-2026-000001/ });
    const figure = within(first).getByRole('img', { name: 'Documents: 2 of 5 required accepted' });
    expect(figure).toHaveTextContent('Docs 2 of 5');
    // A deal whose type requires no document shows no figure.
    const second = screen.getByRole('listitem', { name: /DL-2026-000002/ });
    expect(within(second).queryByRole('img', { name: /^Documents:/ })).toBeNull();
    expect(gateway.calls.some((call) => call.path.includes('/checklist'))).toBe(false);
  });
});
