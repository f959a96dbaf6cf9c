import type { SignedIn, TestGateway } from '../../support/testGateway';

export type Deal = Record<string, unknown> & {
  id: string;
  dealId: string;
  userId: string;
  propertyAddress: string | null;
  possibleDuplicate?: boolean;
  duplicateFlagId?: string | null;
  ghlOpportunityId: string | null;
};
export type DuplicateDeal = {
  id: string;
  dealId: string | null;
  owner: { id: string; username: string } | null;
  exists: boolean;
};
export type Flag = {
  id: string;
  deal: DuplicateDeal;
  matches: { deal: DuplicateDeal; reasons: string[] }[];
  source: string;
  status: string;
  resolvedBy: string | null;
  keptDealId: string | null;
};
export type FlagPage = { items: Flag[]; nextCursor: string | null; total: number };
export type ErrorBody = { error: string; message: string; details?: { field: string; message: string }[] };

/** The sentence a member is told, and nothing more. */
export const NEUTRAL_NOTICE = 'This property may already be in our pipeline; an admin will review it.';

/** A valid create form for a property. */
export function dealForm(propertyAddress: string, extra: Record<string, unknown> = {}) {
  return {
    clientFirstName: 'Ada',
    clientLastName: 'Lovelace',
    clientPhone: '555-0101',
    clientEmail: 'ada@example.com',
    dealType: 'Acquisition',
    propertyType: 'Multifamily',
    propertyAddress,
    loanRequest: '$1.5M',
    ...extra,
  };
}

export async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Creates a deal as `who` (201). */
export async function createDeal(t: TestGateway, who: SignedIn, address: string, extra: Record<string, unknown> = {}) {
  return json<Deal>(
    await t.request('/deals', { method: 'POST', token: who.token, json: dealForm(address, extra) }),
    201,
  );
}

/** Waits until the deal's duplicate check has run (it runs after the answer). */
export async function checked(t: TestGateway, dealId: string): Promise<void> {
  await t.waitFor(async () => {
    const deal = await t.gateway.container.repositories.deals.findById(dealId);
    return deal !== null && deal.duplicateCheck !== 'pending';
  });
}

export async function getDeal(t: TestGateway, who: SignedIn, id: string): Promise<Deal> {
  return json<Deal>(await t.request(`/deals/${id}`, { token: who.token }));
}

export async function flags(t: TestGateway, admin: SignedIn, status = 'open'): Promise<Flag[]> {
  return (await json<FlagPage>(await t.request(`/admin/duplicates?status=${status}&limit=100`, { token: admin.token })))
    .items;
}

/** The open flag raised by a deal, if any. */
export async function flagOf(t: TestGateway, admin: SignedIn, dealId: string): Promise<Flag | undefined> {
  return (await flags(t, admin)).find((flag) => flag.deal.id === dealId);
}
