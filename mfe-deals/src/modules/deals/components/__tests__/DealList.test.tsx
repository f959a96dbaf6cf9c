import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeGateway, pagedRoute } from '@portal/shell/test/fakeGateway';
import { makeDeal } from '../../../../../test/fixtures';
import { renderDealsPage } from '../../../../../test/renderDealsPage';
import { DEALS_NEXT_PAGE_SIZE, DEALS_PAGE_SIZE } from '../../api/fetchDealsPage';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A controllable IntersectionObserver: `reach()` tells the latest observer its target is near. */
function installIntersectionObserver() {
  const observers: { callback: Callback; disconnected: boolean }[] = [];
  class FakeIntersectionObserver {
    private readonly entry: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    reach() {
      const live = observers.filter((observer) => !observer.disconnected);
      act(() => live.at(-1)?.callback([{ isIntersecting: true }]));
    },
  };
}

const manyDeals = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeDeal({ id: `d${i + 1}`, dealId: `DL-2026-${String(i + 1).padStart(6, '0')}` }),
  );

describe('a long deal list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the first page at once, the next as its end nears the screen, and the rest on Show more', async () => {
    const observer = installIntersectionObserver();
    const total = DEALS_PAGE_SIZE + DEALS_NEXT_PAGE_SIZE + 20;
    const gateway = new FakeGateway().on('GET', '/deals', pagedRoute(manyDeals(total)));
    renderDealsPage({ gateway });

    expect(await screen.findByRole('listitem', { name: /DL-2026-000001/ })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Deals' });
    expect(list.children).toHaveLength(DEALS_PAGE_SIZE);
    expect(screen.getByText(`Showing ${DEALS_PAGE_SIZE} of ${total} deals`)).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/deals')[0]?.query).toEqual({ limit: String(DEALS_PAGE_SIZE) });

    observer.reach();
    // Later pages are larger: scrolling a long list takes few requests.
    await waitFor(() => expect(list.children).toHaveLength(DEALS_PAGE_SIZE + DEALS_NEXT_PAGE_SIZE));
    expect(gateway.callsTo('GET', '/deals').at(-1)?.query).toEqual({
      limit: String(DEALS_NEXT_PAGE_SIZE),
      cursor: String(DEALS_PAGE_SIZE),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(list.children).toHaveLength(total));
    expect(
      screen.getByRole('listitem', { name: new RegExp(`DL-2026-${String(total).padStart(6, '0')}`) }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('loads the next page on Show more where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderDealsPage({ gateway: new FakeGateway().on('GET', '/deals', pagedRoute(manyDeals(DEALS_PAGE_SIZE + 5))) });
    expect(await screen.findByRole('listitem', { name: /DL-2026-000050/ })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Deals' }).children).toHaveLength(DEALS_PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('listitem', { name: /DL-2026-000055/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
