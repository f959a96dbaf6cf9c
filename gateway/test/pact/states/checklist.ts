import { checklistPactIds, checklistPactStates, dealsPactStates, pactIds } from '@portal/mfe-deals/pact-states';
import { seedDocument } from '../../support/seed';
import type { StateContext, StateHandlers } from './context';
import { mfeDealsStates } from './mfeDeals';

/**
 * Provider states of the checklist pacts (docs/checklist.md): the mfe-deals pact deal
 * (Acquisition, the shipped templates) with a rent roll uploaded against its `rent-roll` item,
 * stored as an upload would (the document repository's write makes the item Uploaded).
 */
export function checklistStates(context: StateContext): StateHandlers {
  const { t, signInAs } = context;
  const c = t.gateway.container;
  const users = c.repositories.users;
  const seedMemberDeal = mfeDealsStates(context)[dealsPactStates.memberOwnsDealWithDocument]!;

  async function seedRentRoll(): Promise<void> {
    await seedMemberDeal();
    const member = await users.findByUsername('demo-member');
    if (!member) throw new Error('demo-member has not signed in');
    await users.setFlags(member._id, { isAdmin: false, isWhitelisted: true });
    const deal = await c.repositories.deals.findById(pactIds.deal);
    if (!deal) throw new Error('the pact deal was not seeded');
    // seedDocument stores the bytes; the record is re-keyed to the fixed id, against the item.
    const document = await seedDocument(c, deal, {
      fileName: 'rent-roll.pdf',
      createdAt: new Date('2026-03-16T11:00:00.000Z'),
    });
    await c.repositories.documents.delete(document._id);
    await c.repositories.documents.insert({
      ...document,
      _id: checklistPactIds.rentRollDocument,
      checklistItemId: 'rent-roll',
    });
  }

  return {
    [checklistPactStates.memberRentRollUploaded]: async () => {
      await seedRentRoll();
      await signInAs('demo-member');
    },

    [checklistPactStates.adminReviewsRentRoll]: async () => {
      await seedRentRoll();
      const session = await signInAs('demo-admin');
      await users.setFlags(String(session.user.id), { isAdmin: true, isWhitelisted: true });
    },
  };
}
