import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationAccess } from '@portal/contracts';
import { loadOpenApiDocument } from '@portal/contracts/openapi';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

/** A body each writing operation would accept, so that only ownership can stop it. */
const BODIES: Record<string, unknown> = {
  updateDeal: {
    clientFirstName: 'Taken',
    clientLastName: 'Over',
    clientPhone: '555-0199',
    clientEmail: 'taken@example.com',
    propertyAddress: '1 Taken Over Road',
  },
  updateDocument: { originalName: 'taken.pdf' },
  createDealComment: { body: 'not yours' },
  updateDealComment: { body: 'rewritten' },
};

/**
 * Another member's deal, its documents, checklist, timeline, comments and notifications, probed
 * through every member operation of the contract that names one of them by id: each call is
 * answered as if the id did not exist, and nothing of theirs changes.
 */
describe("a member cannot reach another member's data by id", () => {
  let t: TestGateway;
  let owner: SignedIn;
  let intruder: SignedIn;
  const ids: Record<string, string> = {};

  const json = async <T>(response: Response): Promise<T> => {
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    t = await startTestGateway();
    owner = await t.signInAs('idor-owner');
    intruder = await t.signInAs('idor-intruder');
    const admin = await t.signInAs('idor-admin', { isAdmin: true });
    const deal = await json<{ id: string }>(
      await t.request('/deals', {
        method: 'POST',
        token: owner.token,
        json: {
          clientFirstName: 'Owned',
          clientLastName: 'Client',
          clientPhone: '555-0100',
          clientEmail: 'owned@example.com',
          propertyAddress: '2 Private Lane',
          propertyType: 'Office',
          dealType: 'Refinance',
          loanRequest: '$1M',
        },
      }),
    );
    ids.deal = deal.id;
    const uploaded = await json<{ document: { id: string } }>(
      await t.upload(owner.token, { dealId: deal.id, fileName: 'rent-roll.pdf', content: Buffer.from('%PDF-1.7\n1') }),
    );
    ids.document = uploaded.document.id;
    const comment = await json<{ id: string }>(
      await t.request(`/deals/${deal.id}/comments`, { method: 'POST', token: owner.token, json: { body: 'mine' } }),
    );
    ids.comment = comment.id;
    // The admin's comment notifies the owner.
    await json(
      await t.request(`/deals/${deal.id}/comments`, { method: 'POST', token: admin.token, json: { body: 'hello' } }),
    );
    const notifications = await t.waitFor(async () => {
      const page = await json<{ items: { id: string }[] }>(await t.request('/notifications', { token: owner.token }));
      return page.items.length > 0 ? page.items : null;
    });
    ids.notification = notifications[0]!.id;
    const checklist = await json<{ items: { id: string }[] }>(
      await t.request(`/deals/${deal.id}/checklist`, { token: owner.token }),
    );
    ids.item = checklist.items[0]!.id;
    // A broker fee on their deal, received this year: the intruder's earnings must not count it.
    await json(
      await t.request(`/admin/deals/${deal.id}/fee`, {
        method: 'PUT',
        token: admin.token,
        json: {
          feeAmount: 43_210,
          expectedClosingOn: '2020-01-01',
          receivedOn: t.clock.now().toISOString().slice(0, 10),
          receivedAmount: 21_605,
        },
      }),
    );
  });
  afterAll(() => t.close());

  /** The owner's view of everything probed, to compare before and after. */
  const snapshot = async () => ({
    deal: await (await t.request(`/deals/${ids.deal}`, { token: owner.token })).json(),
    documents: await (await t.request(`/deals/${ids.deal}/documents`, { token: owner.token })).json(),
    comments: await (await t.request(`/deals/${ids.deal}/comments`, { token: owner.token })).json(),
    checklist: await (await t.request(`/deals/${ids.deal}/checklist`, { token: owner.token })).json(),
    notifications: await (await t.request('/notifications', { token: owner.token })).json(),
    fee: await (await t.request(`/deals/${ids.deal}/fee`, { token: owner.token })).json(),
  });

  it('every member operation given their ids answers 404 (or 403), and their data is as it was', async () => {
    const before = await snapshot();
    const document = loadOpenApiDocument() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const valueOf = (template: string, name: string): string => {
      if (name === 'commentId') return ids.comment!;
      if (name === 'itemId') return ids.item!;
      if (name === 'dealId' || template.startsWith('/deals/')) return ids.deal!;
      if (template.startsWith('/documents/')) return ids.document!;
      if (template.startsWith('/notifications/')) return ids.notification!;
      throw new Error(`no id of the owner's for {${name}} in ${template}`);
    };
    const probed: string[] = [];
    for (const [template, item] of Object.entries(document.paths)) {
      if (!template.includes('{')) continue;
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const id = item[method]?.operationId;
        if (!id || operationAccess[id as keyof typeof operationAccess] !== 'whitelisted') continue;
        const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => valueOf(template, name));
        const body = BODIES[id] ?? (method === 'get' || method === 'delete' ? undefined : {});
        const answer = await t.request(path, {
          method: method.toUpperCase(),
          token: intruder.token,
          ...(body !== undefined ? { json: body } : {}),
        });
        expect([403, 404], `${id} ${method.toUpperCase()} ${path}: ${await answer.clone().text()}`).toContain(
          answer.status,
        );
        await answer.arrayBuffer();
        probed.push(id);
      }
    }
    // Uploading into their deal names it in the form, not the path.
    const upload = await t.upload(intruder.token, {
      dealId: ids.deal!,
      fileName: 'x.pdf',
      content: Buffer.from('%PDF-1'),
    });
    expect(upload.status).toBe(404);
    expect(probed).toEqual(
      expect.arrayContaining([
        'getDeal',
        'updateDeal',
        'deleteDeal',
        'downloadDocument',
        'deleteDocument',
        'getDealFee',
      ]),
    );
    expect(probed.length).toBeGreaterThanOrEqual(15);
    expect(await snapshot()).toEqual(before);
  });

  it("another member's fee counts nowhere in the intruder's earnings", async () => {
    const owners = await json<{ receivedThisYear: number; deals: unknown[] }>(
      await t.request('/earnings', { token: owner.token }),
    );
    expect([owners.receivedThisYear, owners.deals.length]).toEqual([21_605, 1]);
    const earnings = await json<Record<string, unknown>>(await t.request('/earnings', { token: intruder.token }));
    expect(earnings).toMatchObject({
      expectedPipeline: 0,
      weightedForecast: 0,
      receivedThisYear: 0,
      overdue: { count: 0, amount: 0 },
      deals: [],
    });
  });
});
