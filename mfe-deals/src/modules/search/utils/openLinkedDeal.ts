import { LINKED_DEAL_PARAM } from '../../deals/hooks/useLinkedDealId';

/**
 * Opens a deal's summary the way a link to `?deal=<id>` does (members: the Deal Summary; admins:
 * the deal's details with its creator): a history entry, then the popstate the page follows.
 */
export function openLinkedDeal(dealId: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(LINKED_DEAL_PARAM, dealId);
  window.history.pushState(window.history.state, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
