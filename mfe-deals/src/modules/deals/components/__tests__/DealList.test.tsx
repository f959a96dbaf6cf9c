import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeGateway, pagedRoute } from '@portal/web-kit/testing';
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

/** jsdom has no scrolling: window.scrollTo moves scrollY and tells the page, as a browser would. */
function installWindowScroll() {
  let y = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  // A page tall enough to scroll (the list clamps where it scrolls to the page's height).
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(1_000_000);
  const scrollTo = (options?: ScrollToOptions | number, top?: number) => {
    y = typeof options === 'number' ? (top ?? 0) : (options?.top ?? y);
    fireEvent.scroll(window);
  };
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as typeof window.scrollTo);
  return { scrollTo: (top: number) => act(() => scrollTo({ top })) };
}

/** The rows in the page (a virtualised list renders a window of them), by deal id. */
const renderedIds = (list: HTMLElement) =>
  [...list.querySelectorAll('li')].map((row) => row.textContent?.match(/DL-\d{4}-\d{6}/)?.[0]);

const manyDeals = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeDeal({ id: `d${i + 1}`, dealId: `DL-2026-${String(i + 1).padStart(6, '0')}` }),
  );

describe('a long deal list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the first page at once, the next as its end nears the screen, and the rest on Show more', async () => {
    const observer = installIntersectionObserver();
    const total = DEALS_PAGE_SIZE + DEALS_NEXT_PAGE_SIZE + 20;
    const gateway = new FakeGateway().on('GET', '/deals', pagedRoute(manyDeals(total)));
    renderDealsPage({ gateway });

    expect(await screen.findByRole('listitem', { name: /DL-2026-000001/ })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Deals' });
    expect(list).toHaveAttribute('data-loaded-rows', String(DEALS_PAGE_SIZE));
    expect(screen.getByText(`Showing ${DEALS_PAGE_SIZE} of ${total} deals`)).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/deals')[0]?.query).toEqual({ limit: String(DEALS_PAGE_SIZE) });

    observer.reach();
    // Later pages are larger: scrolling a long list takes few requests.
    await waitFor(() =>
      expect(list).toHaveAttribute('data-loaded-rows', String(DEALS_PAGE_SIZE + DEALS_NEXT_PAGE_SIZE)),
    );
    expect(gateway.callsTo('GET', '/deals').at(-1)?.query).toEqual({
      limit: String(DEALS_NEXT_PAGE_SIZE),
      cursor: String(DEALS_PAGE_SIZE),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(list).toHaveAttribute('data-loaded-rows', String(total)));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    // Only the rows near the screen are in the page, however many have loaded.
    expect(list.children.length).toBeLessThan(DEALS_PAGE_SIZE);
  });

  it('loads the next page on Show more where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderDealsPage({ gateway: new FakeGateway().on('GET', '/deals', pagedRoute(manyDeals(DEALS_PAGE_SIZE + 5))) });
    const window = installWindowScroll();
    expect(await screen.findByRole('listitem', { name: /DL-2026-000001/ })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Deals' });
    expect(list).toHaveAttribute('data-loaded-rows', String(DEALS_PAGE_SIZE));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(list).toHaveAttribute('data-loaded-rows', String(DEALS_PAGE_SIZE + 5)));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    window.scrollTo(100_000);
    expect(await screen.findByRole('listitem', { name: /DL-2026-000055/ })).toBeInTheDocument();
  });

  it('keeps a bounded window of rows in the page as it scrolls, each with its place in the whole list', async () => {
    const window = installWindowScroll();
    const total = DEALS_PAGE_SIZE + DEALS_NEXT_PAGE_SIZE;
    renderDealsPage({ gateway: new FakeGateway().on('GET', '/deals', pagedRoute(manyDeals(total))) });
    const first = await screen.findByRole('listitem', { name: /DL-2026-000001/ });
    const list = screen.getByRole('list', { name: 'Deals' });
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', String(total));
    const atTop = renderedIds(list);
    expect(atTop.length).toBeGreaterThan(5);
    expect(atTop.length).toBeLessThan(40);
    // The rows follow each other: 1, 2, 3… with no gap in the window.
    expect(atTop).toEqual(atTop.map((_, i) => `DL-2026-${String(i + 1).padStart(6, '0')}`));

    // Far down: the first rows have left the page, the ones on screen are there, still bounded.
    window.scrollTo(40 * 88);
    await waitFor(() => expect(renderedIds(list)).toContain('DL-2026-000045'));
    expect(renderedIds(list)).not.toContain('DL-2026-000001');
    expect(list.children.length).toBeLessThan(40);
    const row45 = screen.getByRole('listitem', { name: /DL-2026-000045/ });
    expect(row45).toHaveAttribute('aria-posinset', '45');
    expect(Number.parseFloat(list.style.paddingTop)).toBeGreaterThan(0);
  });

  it('keeps the focused row in the page when it scrolls away, and Tab walks on past the rendered rows', async () => {
    const window = installWindowScroll();
    const user = userEvent.setup();
    renderDealsPage({ gateway: new FakeGateway().on('GET', '/deals', pagedRoute(manyDeals(DEALS_PAGE_SIZE))) });
    const list = await screen.findByRole('list', { name: 'Deals' });
    await screen.findByRole('listitem', { name: /DL-2026-000001/ });

    const view1 = screen.getByRole('button', { name: 'View DL-2026-000001' });
    view1.focus();
    window.scrollTo(40 * 88);
    await waitFor(() => expect(renderedIds(list)).toContain('DL-2026-000045'));
    expect(view1).toBeInTheDocument();
    expect(view1).toHaveFocus();
    expect(renderedIds(list)).not.toContain('DL-2026-000002');

    // From the last control of the last row rendered, Tab goes to the next deal's first control.
    window.scrollTo(0);
    await waitFor(() => expect(renderedIds(list)).toContain('DL-2026-000002'));
    const rows = [...list.querySelectorAll('li')];
    const lastRow = rows.at(-1)!;
    const lastIndex = Number(lastRow.getAttribute('aria-posinset'));
    expect(lastIndex).toBeLessThan(DEALS_PAGE_SIZE);
    within(lastRow)
      .getByRole('button', { name: /^Delete / })
      .focus();
    await user.tab();
    const nextId = `DL-2026-${String(lastIndex + 1).padStart(6, '0')}`;
    await waitFor(() => expect(screen.getByRole('button', { name: `View ${nextId}` })).toHaveFocus());
    // And Shift+Tab comes back to where it was.
    await user.tab({ shift: true });
    expect(within(lastRow).getByRole('button', { name: /^Delete / })).toHaveFocus();
  });
});
