import { expect } from 'vitest';
import type { SignedIn, TestGateway } from '../../support/testGateway';

export type Activity = {
  id: string;
  kind: string;
  actor: { id: string | null; name: string; role: string };
  source: string;
  changes: { field: string; label: string; from: string | null; to: string | null }[];
  document: { id: string; fileName: string } | null;
  commentId: string | null;
  createdAt: string;
};
export type Notification = {
  id: string;
  kind: string;
  title: string;
  message: string;
  deal: { id: string; dealId: string; name: string } | null;
  actor: { id: string | null; name: string; role: string };
  readAt: string | null;
};

export const dealForm = (address: string) => ({
  clientFirstName: 'Ada',
  clientLastName: 'Lovelace',
  clientPhone: '555-0100',
  clientEmail: 'ada@example.com',
  propertyAddress: address,
  propertyType: 'Office',
  dealType: 'Refinance',
  loanRequest: '$1.5M',
});

/** A deal created by `owner` through the API; returns its id. */
export async function createDeal(t: TestGateway, owner: SignedIn, address: string): Promise<string> {
  const response = await t.request('/deals', { method: 'POST', token: owner.token, json: dealForm(address) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function timeline(t: TestGateway, token: string, dealId: string): Promise<Activity[]> {
  const response = await t.request(`/deals/${dealId}/activities?limit=200`, { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Activity[] }).items;
}

export async function notificationsOf(
  t: TestGateway,
  token: string,
): Promise<{ items: Notification[]; unreadCount: number; total: number }> {
  const response = await t.request('/notifications?limit=200', { token });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: Notification[]; unreadCount: number; total: number };
}

export async function comment(t: TestGateway, token: string, dealId: string, body: string): Promise<Response> {
  return t.request(`/deals/${dealId}/comments`, { method: 'POST', token, json: { body } });
}
