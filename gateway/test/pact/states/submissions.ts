import { PACT_ROOM_DOCUMENT_ID, PACT_ROOM_TOKEN, States } from '@portal/contracts/pact';
import {
  dealsPactStates,
  pactIds,
  placementPactNames,
  placementPactStates,
  submissionPactStates,
} from '@portal/mfe-deals/pact-states';
import { hashRoomToken } from '../../../src/features/submissions/token';
import type { StateContext, StateHandlers } from './context';
import { mfeDealsStates } from './mfeDeals';
import { mfeDealsPlacementStates } from './mfeDealsPlacement';

const DAY_MS = 24 * 3600 * 1000;

type StateWithTeardown = (() => Promise<unknown>) & { setup: () => Promise<unknown>; teardown: () => Promise<unknown> };

/**
 * Provider states of the lenders' side of placement (docs/deal-rooms.md): the shell's deal room
 * (a submission stored for the pact's room token, sharing the pact deal's PDF) and mfe-deals'
 * submissions (the placement directory and deal, sent through the real service).
 */
export function submissionStates(context: StateContext): StateHandlers {
  const { t } = context;
  const db = () => t.gateway.db;
  const container = () => t.gateway.container;
  const seedMemberDeal = mfeDealsStates(context)[dealsPactStates.memberOwnsDealWithDocument]!;
  const adminWithMatch = mfeDealsPlacementStates(context)[
    placementPactStates.adminDealMatchesOneProgram
  ] as StateWithTeardown;

  const forgetSubmissions = async () => {
    await db().collection('lendersubmissions').deleteMany({ dealId: pactIds.deal });
    await db().collection('quotes').deleteMany({ dealId: pactIds.deal });
  };

  /** The pact contact's id (the placement state seeds it anew each time). */
  const contactId = async (): Promise<string> => {
    const contact = await db().collection('lendercontacts').findOne({ name: placementPactNames.contact });
    if (!contact) throw new Error('state setup: the placement contact was not seeded');
    return String(contact._id);
  };

  const sendToContact = async (): Promise<unknown> => {
    await adminWithMatch.setup();
    await forgetSubmissions();
    return { contactId: await contactId() };
  };

  const sentToContact = async (): Promise<unknown> => {
    const { contactId: id } = (await sendToContact()) as { contactId: string };
    const admin = await container().repositories.users.findByUsername('demo-admin');
    if (!admin) throw new Error('state setup: demo-admin has not signed in');
    const sent = await container().services.submissions.send(
      { id: admin._id, discordId: admin.discordId, username: admin.username, isAdmin: true, isWhitelisted: true },
      pactIds.deal,
      {
        sendKey: 'pact-send-key',
        contactIds: [id],
        documentIds: [pactIds.document],
        message: 'Pact message',
        expiresInDays: 30,
      },
    );
    if (!sent.ok) throw new Error(`state setup: ${sent.error.message}`);
    return { submissionId: sent.value[0]!.id };
  };

  return {
    /**
     * A room stored for PACT_ROOM_TOKEN on the pact deal, sharing its PDF, unanswered; open, so
     * the lender may upload a term sheet (stored with the deal's documents), and a quote may name
     * the shared PDF as one.
     */
    [States.dealRoomOpen]: async () => {
      await seedMemberDeal();
      await forgetSubmissions();
      const now = t.clock.now();
      await db()
        .collection('lendersubmissions')
        .insertOne({
          _id: 'sub_pact_room' as never,
          dealId: pactIds.deal,
          tokenHash: hashRoomToken(PACT_ROOM_TOKEN),
          lenderId: 'pact-lender',
          lenderName: placementPactNames.lender,
          contactId: 'pact-contact',
          contactName: placementPactNames.contact,
          contactEmail: 'pat@prairie.example',
          documentIds: [PACT_ROOM_DOCUMENT_ID],
          message: 'Pact message',
          sentBy: 'pact-admin',
          createdAt: now,
          expiresAt: new Date(now.getTime() + 30 * DAY_MS),
          revokedAt: null,
          answer: null,
          // The room's PDF counts as a term sheet it uploaded (the answer may name it).
          termSheetIds: [PACT_ROOM_DOCUMENT_ID],
        });
      return {};
    },
    [States.noDealRoom]: async () => {
      await db()
        .collection('lendersubmissions')
        .deleteMany({ tokenHash: hashRoomToken(PACT_ROOM_TOKEN) });
      return {};
    },
    [submissionPactStates.adminSendsDealToContact]: Object.assign(sendToContact, {
      setup: sendToContact,
      teardown: adminWithMatch.teardown,
    }),
    [submissionPactStates.adminDealSentToContact]: Object.assign(sentToContact, {
      setup: sentToContact,
      teardown: adminWithMatch.teardown,
    }),
  };
}
