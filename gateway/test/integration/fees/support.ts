import type { TestGateway } from '../../support/testGateway';

export type Fee = {
  feePoints: number | null;
  feeAmount: number | null;
  loanAmount: number | null;
  expectedFee: number | null;
  brokerSharePercent: number;
  brokerSharePercentOverride: number | null;
  brokerShare: number | null;
  expectedClosingOn: string | null;
  dueOn: string | null;
  invoicedOn: string | null;
  receivedOn: string | null;
  receivedAmount: number | null;
  state: 'expected' | 'invoiced' | 'received' | 'overdue';
  quoteId: string | null;
  updatedAt: string | null;
};
export type ErrorBody = { error: string; message: string; details?: { field: string; message: string }[] };
export type Activity = {
  kind: string;
  actor: { id: string | null; name: string; role: string };
  changes: { field: string; label: string; from: string | null; to: string | null }[];
};

export async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The fee calls of the contract, as a front end makes them. */
export function feeCalls(t: TestGateway) {
  return {
    get: (token: string, dealId: string) => t.request(`/deals/${dealId}/fee`, { token }),
    save: (token: string, dealId: string, body: unknown) =>
      t.request(`/admin/deals/${dealId}/fee`, { method: 'PUT', token, json: body }),
    async fee(token: string, dealId: string): Promise<Fee | null> {
      return (await json<{ fee: Fee | null }>(await t.request(`/deals/${dealId}/fee`, { token }))).fee;
    },
    async saved(token: string, dealId: string, body: unknown): Promise<Fee> {
      const response = await t.request(`/admin/deals/${dealId}/fee`, { method: 'PUT', token, json: body });
      return (await json<{ fee: Fee }>(response)).fee;
    },
    async timeline(token: string, dealId: string): Promise<Activity[]> {
      return (await json<{ items: Activity[] }>(await t.request(`/deals/${dealId}/activities?limit=100`, { token })))
        .items;
    },
    saveSettings: (token: string, body: unknown) =>
      t.request('/admin/settings/fees', { method: 'PUT', token, json: body }),
  };
}
