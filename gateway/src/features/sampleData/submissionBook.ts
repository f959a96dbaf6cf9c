import type { PassReason } from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import type { ActivityRecord, ActorRecord, LenderActivityRecord } from '../activity/model';
import { actorOf } from '../activity/recorder';
import type { DealRecord } from '../deals/model';
import type { AnswerRecord, QuoteRecord, SubmissionRecord } from '../submissions/model';
import { answerDetail, answerSummary, DEFAULT_EXPIRY_DAYS } from '../submissions/rules';
import { hashRoomToken, newRoomToken, submissionIdOf } from '../submissions/token';

/** The stages by which a deal has been sent to lenders. */
const SUBMITTED_STAGES = new Set(['Lender Submission', 'Underwriting', 'Proposal', 'Signed Proposal']);
/** How many sample deals are sent to lenders (the quoted ones among them). */
export const SAMPLE_SUBMITTED_DEALS = 12;
/** Of the deals sent and not quoted, how many are preferably ones with documents (so lenders view some). */
const WITH_DOCUMENTS = 4;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Unanswered sends go out at most this long before `now`, so their links are still valid. */
const RECENT_SEND_MS = 18 * DAY_MS;
/** The expired link's validity: a short one, as an admin may choose. */
const SHORT_EXPIRY_DAYS = 7;
const MESSAGE = 'Please find the loan request and its documents in your deal room; we would value your view.';

type Plan = 'sent' | 'opened' | 'viewedDocuments' | 'passed' | 'interested' | 'quoted' | 'revoked' | 'expired';
/** The states of the deals' contacts in turn (the quoted deals' answers come from their quotes). */
const ROTATION: Plan[] = ['opened', 'passed', 'sent', 'viewedDocuments', 'interested', 'passed', 'opened', 'sent'];
/** The answers of the quoted deals' other contacts. */
const QUOTED_DEAL_ROTATION: Plan[] = ['passed', 'interested', 'passed'];
const PASSES: { reason: PassReason; text: string | null }[] = [
  { reason: 'pricing', text: 'We would need a wider spread for this sponsor.' },
  { reason: 'leverage', text: null },
  { reason: 'location', text: 'Outside the markets we lend in this year.' },
  { reason: 'loan-size', text: null },
  { reason: 'timing', text: 'Our pipeline is full until next quarter.' },
];

export type SampleSubmissionLender = {
  _id: string;
  name: string;
  contacts: { _id: string; name: string; email: string | null }[];
};

export type SampleSubmissionInput = {
  deals: DealRecord[];
  lenders: SampleSubmissionLender[];
  /** The sample quotes (quoteBook): their lenders' submissions answer with them. */
  quotes: QuoteRecord[];
  /** Each deal's documents, by the deal's `_id` (a send shares them all). */
  documents: ReadonlyMap<string, { id: string; fileName: string }[]>;
  loadedBy: Pick<AuthUser, 'id' | 'username' | 'isAdmin'>;
  now: Date;
  /** A room link's token (random; only its hash is stored, and the link is never shown). */
  token?: () => string;
};

export type SampleSubmissions = {
  submissions: SubmissionRecord[];
  /** The submissions' events: the deals' timeline entries, as the submissions service records them. */
  activities: ActivityRecord[];
  /** The sample quotes, those answered through a room linked to their submission. */
  quotes: QuoteRecord[];
};

const lenderActor = (lenderName: string): ActorRecord => ({ id: null, name: lenderName, role: 'system' });

/**
 * Sample submissions of the deals lenders would have seen by their stage (docs/sample-data.md):
 * each deal sent once to every contact of 2 to 4 sample lenders, by the admin who loads the book,
 * and the lenders' events after it (opened, viewed a document, passed, interested, quoted; one
 * link revoked, one expired) as timeline entries. The quoted deals' quote lenders answer with the
 * sample quotes, which then belong to their submission. Deterministic for a given input but the
 * token hashes; every date lies after the deal reached its stage and before `now`.
 */
export function sampleSubmissions(input: SampleSubmissionInput): SampleSubmissions {
  const { now, loadedBy } = input;
  const token = input.token ?? newRoomToken;
  const lenders = input.lenders
    .map((lender) => ({ ...lender, contacts: lender.contacts.filter((contact) => contact.email) }))
    .filter((lender) => lender.contacts.length > 0);
  const empty: SampleSubmissions = { submissions: [], activities: [], quotes: input.quotes };
  if (lenders.length < 4) return empty;

  const quotesOf = (dealId: string) => input.quotes.filter((quote) => quote.dealId === dealId);
  const seen = input.deals.filter((deal) => SUBMITTED_STAGES.has(deal.stage ?? ''));
  const quoted = seen.filter((deal) => quotesOf(deal._id).length > 0);
  const others = seen.filter((deal) => quotesOf(deal._id).length === 0);
  const hasDocuments = (deal: DealRecord) => (input.documents.get(deal._id) ?? []).length > 0;
  const withDocuments = others.filter(hasDocuments).slice(0, WITH_DOCUMENTS);
  const rest = others.filter((deal) => !withDocuments.includes(deal));
  const unquoted = [...withDocuments, ...rest].slice(0, Math.max(0, SAMPLE_SUBMITTED_DEALS - quoted.length));

  /** When a deal was sent: a day after it reached its stage; an unanswered one within the links' validity. */
  const sentAtOf = (deal: DealRecord, early: boolean): number => {
    const since = new Date(deal.stageLastUpdated ?? deal.updatedAt).getTime();
    const first = since + Math.min(DAY_MS, (now.getTime() - since) * 0.2);
    return early ? first : Math.max(first, now.getTime() - RECENT_SEND_MS);
  };
  const sends = [
    ...quoted.map((deal) => ({ deal, quoted: true, sentAt: sentAtOf(deal, true) })),
    ...unquoted.map((deal) => ({ deal, quoted: false, sentAt: sentAtOf(deal, false) })),
  ];
  // The expired link: on the unquoted deal sent longest ago; the revoked one on another.
  const byAge = sends.filter((send) => !send.quoted).sort((a, b) => a.sentAt - b.sentAt);
  const expiredDeal = byAge[0]?.deal._id;
  const revokedDeal = byAge[1]?.deal._id;

  const submissions: SubmissionRecord[] = [];
  const activities: ActivityRecord[] = [];
  const linked = new Map<string, { submissionId: string; contactName: string }>();
  let turn = 0;
  let passes = 0;

  sends.forEach(({ deal, quoted: isQuoted, sentAt }, k) => {
    const dealQuotes = quotesOf(deal._id);
    const chosen: SampleSubmissionLender[] = [];
    const add = (lender: SampleSubmissionLender | undefined) => {
      if (lender && !chosen.some((c) => c._id === lender._id)) chosen.push(lender);
    };
    for (const quote of dealQuotes) add(lenders.find((lender) => lender._id === quote.lenderId));
    const count = Math.max(chosen.length, 2 + (k % 3));
    for (let n = 0; chosen.length < count && n < lenders.length; n++) add(lenders[(k * 5 + n * 3) % lenders.length]);

    const documents = input.documents.get(deal._id) ?? [];
    const until = now.getTime() - 60_000;
    /** `hours` after the send, or that share of the time left until now when less is left. */
    const after = (hours: number, share: number) =>
      new Date(sentAt + Math.min(hours * HOUR_MS, (until - sentAt) * share));
    let special = false;

    chosen.forEach((lender) => {
      const quote = dealQuotes.find((q) => q.lenderId === lender._id);
      lender.contacts.forEach((contact, c) => {
        let plan: Plan;
        if (quote && c === 0) plan = 'quoted';
        else if (isQuoted) plan = QUOTED_DEAL_ROTATION[turn++ % QUOTED_DEAL_ROTATION.length]!;
        else if (!special && deal._id === expiredDeal) plan = 'expired';
        else if (!special && deal._id === revokedDeal) plan = 'revoked';
        else plan = ROTATION[turn++ % ROTATION.length]!;
        if (plan === 'expired' || plan === 'revoked') special = true;
        if (plan === 'viewedDocuments' && documents.length === 0) plan = 'opened';

        const id = submissionIdOf(deal._id, contact._id, `sample-${deal._id}`);
        const sent = new Date(sentAt);
        // The expired link's short validity has run out by now (however recent the send).
        const expiresAt =
          plan === 'expired'
            ? Math.min(sentAt + SHORT_EXPIRY_DAYS * DAY_MS, until)
            : sentAt + DEFAULT_EXPIRY_DAYS * DAY_MS;
        const record: SubmissionRecord = {
          _id: id,
          dealId: deal._id,
          tokenHash: hashRoomToken(token()),
          lenderId: lender._id,
          lenderName: lender.name,
          contactId: contact._id,
          contactName: contact.name,
          contactEmail: contact.email!,
          documentIds: documents.map((doc) => doc.id),
          message: MESSAGE,
          sentBy: loadedBy.id,
          createdAt: sent,
          expiresAt: new Date(expiresAt),
          revokedAt: null,
          answer: null,
        };
        const entry = (
          suffix: string,
          kind: ActivityRecord['kind'],
          actor: ActorRecord,
          summary: string,
          at: Date,
          extra: { document?: { id: string; fileName: string }; lender?: Partial<LenderActivityRecord> } = {},
        ): ActivityRecord => ({
          _id: `${id}:${suffix}`,
          dealId: deal._id,
          kind,
          actor,
          source: actor.role === 'system' ? 'system' : 'admin',
          changes: [],
          document: extra.document ?? null,
          commentId: null,
          lender: { submissionId: id, lenderName: lender.name, summary, ...extra.lender },
          createdAt: at,
        });
        const lenderSide = lenderActor(lender.name);
        activities.push(
          entry('sent', 'lenderSubmissionSent', actorOf(loadedBy), `Sent to ${lender.name} (${contact.name})`, sent),
        );
        if (plan === 'sent' || plan === 'revoked') {
          if (plan === 'revoked') {
            record.revokedAt = after(30, 0.3);
            activities.push(
              entry(
                'revoked',
                'lenderSubmissionRevoked',
                actorOf(loadedBy),
                `Revoked ${lender.name}'s deal room`,
                record.revokedAt,
              ),
            );
          }
          submissions.push(record);
          return;
        }
        // The quote's time is the quoteBook's; the room was opened before it.
        const answeredAt =
          quote && plan === 'quoted' ? new Date(quote.createdAt) : after(20 + 7 * c + (turn % 5) * 9, 0.8);
        const openedAt =
          quote && plan === 'quoted' ? new Date((sentAt + answeredAt.getTime()) / 2) : after(2 + (turn % 4) * 3, 0.2);
        activities.push(
          entry('opened', 'lenderRoomOpened', lenderSide, `${lender.name} opened the deal room`, openedAt),
        );
        const doc = documents[(k + c) % Math.max(1, documents.length)];
        if (doc && plan !== 'expired' && plan !== 'opened') {
          const viewedAt = new Date(
            openedAt.getTime() + Math.min(5 * 60_000, (answeredAt.getTime() - openedAt.getTime()) / 2),
          );
          activities.push(
            entry(
              `viewed:${doc.id}`,
              'lenderDocumentViewed',
              lenderSide,
              `${lender.name} viewed ${doc.fileName}`,
              viewedAt,
              {
                document: { id: doc.id, fileName: doc.fileName },
              },
            ),
          );
        }
        if (plan === 'opened' || plan === 'viewedDocuments' || plan === 'expired') {
          submissions.push(record);
          return;
        }
        let answer: AnswerRecord;
        if (plan === 'quoted') {
          answer = { answer: 'quote', passReason: null, passText: null, quote: quote!.terms, answeredAt };
          linked.set(quote!._id, { submissionId: id, contactName: contact.name });
        } else if (plan === 'passed') {
          const pass = PASSES[passes++ % PASSES.length]!;
          answer = { answer: 'pass', passReason: pass.reason, passText: pass.text, quote: null, answeredAt };
        } else {
          answer = { answer: 'interested', passReason: null, passText: null, quote: null, answeredAt };
        }
        record.answer = answer;
        activities.push(
          entry('answered', 'lenderAnswered', lenderSide, answerSummary(lender.name, answer), answeredAt, {
            lender: {
              answer: answer.answer === 'pass' ? 'passed' : answer.answer === 'quote' ? 'quoted' : 'interested',
              detail: answerDetail(answer),
            },
          }),
        );
        submissions.push(record);
      });
    });
  });

  // A quote answered through a room is that room's quote (as the room stores it), still selected or shared as it was.
  const quotes = input.quotes.map((quote) => {
    const link = linked.get(quote._id);
    return link
      ? {
          ...quote,
          submissionId: link.submissionId,
          contactName: link.contactName,
          source: 'room' as const,
          recordedBy: null,
        }
      : quote;
  });
  return { submissions, activities, quotes };
}
