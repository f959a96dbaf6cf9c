import { collaborationPactIds, collaborationPactStates, dealsPactStates, pactIds } from '@portal/mfe-deals/pact-states';
import { notificationPactIds, notificationPactStates } from '@portal/shell/test/pactStates';
import type { StateContext, StateHandlers } from './context';
import { mfeDealsStates } from './mfeDeals';

/** A stored document keyed by a string `_id` (the collaboration collections use string ids). */
type Row = { _id: string } & Record<string, unknown>;

/**
 * Provider states of the timeline, comments and notification pacts (docs/collaboration.md). They
 * seed the collections the collaboration features read (`activities`, `comments`,
 * `notifications`, `notificationpreferences`) directly, as the records those features write.
 */
export function collaborationStates(context: StateContext): StateHandlers {
  const { t, signInAs } = context;
  const db = t.gateway.db;
  const users = t.gateway.container.repositories.users;
  const seedMemberDeal = mfeDealsStates(context)[dealsPactStates.memberOwnsDealWithDocument]!;

  /** demo-member's pact deal with three timeline entries and one just-posted comment; returns the member. */
  async function seedTimeline(): Promise<{ id: string; username: string }> {
    await seedMemberDeal();
    const member = await users.findByUsername('demo-member');
    if (!member) throw new Error('demo-member has not signed in');
    await users.setFlags(member._id, { isAdmin: false, isWhitelisted: true });
    const dealId = pactIds.deal;
    const system = { id: null, name: 'GoHighLevel', role: 'system' };
    const owner = { id: member._id, name: member.name || member.username, role: 'member' };
    await db.collection('activities').deleteMany({ dealId });
    await db.collection<Row>('activities').insertMany([
      {
        _id: `${dealId}:created`,
        dealId,
        kind: 'created',
        actor: owner,
        source: 'portal',
        changes: [],
        document: null,
        commentId: null,
        createdAt: new Date('2026-03-10T12:00:00.000Z'),
      },
      {
        _id: `${dealId}:pact-fields`,
        dealId,
        kind: 'fieldsChanged',
        actor: owner,
        source: 'portal',
        changes: [{ field: 'loanRequest', label: 'Loan Request', from: '$1M', to: '$1.5M' }],
        document: null,
        commentId: null,
        createdAt: new Date('2026-03-12T12:00:00.000Z'),
      },
      {
        _id: `${dealId}:stage:0`,
        dealId,
        kind: 'stageChanged',
        actor: system,
        source: 'webhook',
        changes: [{ field: 'stage', label: 'Stage', from: null, to: 'Qualification' }],
        document: null,
        commentId: null,
        createdAt: new Date('2026-03-16T09:00:00.000Z'),
      },
    ]);
    await db.collection('comments').deleteMany({ dealId });
    await db.collection<Row>('comments').insertOne({
      _id: collaborationPactIds.comment,
      dealId,
      author: owner,
      body: 'Term sheet is at https://drive.example/ts',
      // Just posted: its author may still edit it (5 minutes).
      createdAt: new Date(),
      editedAt: null,
    });
    return { id: member._id, username: member.username };
  }

  return {
    [collaborationPactStates.memberDealTimeline]: async () => {
      await seedTimeline();
      await signInAs('demo-member');
    },

    [collaborationPactStates.adminReadsMemberDeal]: async () => {
      await seedTimeline();
      const session = await signInAs('demo-admin');
      await users.setFlags(String(session.user.id), { isAdmin: true, isWhitelisted: true });
    },

    [notificationPactStates.memberHasUnread]: async () => {
      const session = await signInAs('demo-member');
      const recipientId = String(session.user.id);
      await users.setFlags(recipientId, { isAdmin: false, isWhitelisted: true });
      const deal = { id: pactIds.deal, dealId: 'DL-2026-000001', name: 'Pact Plaza' };
      await db.collection('notifications').deleteMany({ recipientId });
      await db.collection<Row>('notifications').insertMany([
        {
          _id: notificationPactIds.unread,
          recipientId,
          kind: 'stageChanged',
          title: 'Stage changed to Underwriting',
          message: 'GoHighLevel moved Pact Plaza (DL-2026-000001) from Qualification to Underwriting',
          deal,
          actor: { id: null, name: 'GoHighLevel', role: 'system' },
          createdAt: new Date('2026-03-16T09:00:00.000Z'),
          readAt: null,
        },
        {
          _id: `${notificationPactIds.unread}-read`,
          recipientId,
          kind: 'commentAdded',
          title: 'New comment from demo-admin',
          message: 'demo-admin commented on Pact Plaza (DL-2026-000001)',
          deal,
          actor: { id: null, name: 'demo-admin', role: 'admin' },
          createdAt: new Date('2026-03-15T09:00:00.000Z'),
          readAt: new Date('2026-03-15T10:00:00.000Z'),
        },
      ]);
    },

    [notificationPactStates.memberPreferences]: async () => {
      const session = await signInAs('demo-member');
      const userId = String(session.user.id);
      await users.setFlags(userId, { isAdmin: false, isWhitelisted: true });
      await db.collection<Row>('notificationpreferences').deleteOne({ _id: userId });
    },
  };
}
