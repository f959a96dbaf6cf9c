import type { TestGateway, SignedIn } from '../../support/testGateway';

export type Submission = {
  id: string;
  dealId: string;
  lenderName: string;
  contactEmail: string;
  documentIds: string[];
  state: string;
  events: { kind: string; fileName: string | null; detail: string | null }[];
  revokedAt: string | null;
};

export async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A lender of the directory with one contact per address given; the contact ids. */
export async function lenderWithContacts(
  t: TestGateway,
  admin: SignedIn,
  name: string,
  emails: (string | null)[],
): Promise<string[]> {
  const lender = await json<{ id: string }>(
    await t.request('/admin/lenders', { method: 'POST', token: admin.token, json: { name, type: 'bank' } }),
    201,
  );
  const ids: string[] = [];
  for (const [index, email] of emails.entries()) {
    const contact = await json<{ id: string }>(
      await t.request(`/admin/lenders/${lender.id}/contacts`, {
        method: 'POST',
        token: admin.token,
        json: { name: `Contact ${index + 1} of ${name}`, ...(email ? { email } : {}) },
      }),
      201,
    );
    ids.push(contact.id);
  }
  return ids;
}

/** The room link's token in an e-mail's text. */
export function tokenIn(text: string): string {
  const token = /\/rooms\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1];
  if (!token) throw new Error(`no room link in: ${text}`);
  return token;
}
