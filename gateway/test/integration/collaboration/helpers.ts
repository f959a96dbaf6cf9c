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

export type StreamEvent = { event: string; id?: string; data: string };

/** Reads a text/event-stream response with fetch, as the shell does (the bearer token in a header). */
export async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/notifications/stream`, {
    headers: { Authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let buffer = '';
  let ended = false;
  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const event: StreamEvent = { event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('data: ')) {
              event.data += line.slice(6);
              hasData = true;
            }
          }
          if (hasData) events.push(event);
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
    }
  })();
  return {
    response,
    events,
    ended: () => ended,
    pump,
    close: () => controller.abort(),
  };
}
