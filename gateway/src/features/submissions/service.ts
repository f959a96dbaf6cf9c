import { randomUUID } from 'node:crypto';
import {
  loanPurposeOf,
  type DealRoom,
  type DealRoomAnswerRequest,
  type LenderSubmission,
  type LenderSubmissionEvent,
  type LenderSubmissionSendRequest,
} from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type ErrorDetail, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { SecretBox } from '../../infra/crypto';
import type { Logger } from '../../infra/logger';
import type { MailAttachment } from '../../infra/mailer';
import { actorOf } from '../activity/recorder';
import type { ActivityRecord, ActorRecord, LenderActivityRecord } from '../activity/model';
import type { ActivityRepository } from '../activity/repository';
import type { DealRecord } from '../deals/model';
import { DEAL_NOT_FOUND } from '../deals/service';
import type { DocumentRecord } from '../documents/model';
import type { DocumentRepository } from '../documents/repository';
import type { DocumentService, DownloadAnswer } from '../documents/service';
import type { OutboxRecord } from '../email/outboxModel';
import type { LenderRepository } from '../lenders/repository';
import type { AnswerRecord, QuoteRecord, SubmissionRecord } from './model';
import type { SubmissionRepository } from './repository';
import {
  answerDetail,
  answerSummary,
  checkAnswer,
  DEFAULT_EXPIRY_DAYS,
  plainText,
  ROOM_NOT_FOUND,
  stateOf,
  SUBMISSION_NOT_FOUND,
} from './rules';
import { hashRoomToken, newRoomToken, ROOM_TOKEN_PLACEHOLDER, submissionIdOf } from './token';

export const SUBMISSION_EMAIL_KIND = 'lenderSubmission';
export const submissionEmailKey = (submissionId: string) => `${SUBMISSION_EMAIL_KIND}:${submissionId}`;

/**
 * How long a submission e-mail, stored just before its submission, waits before any instance may
 * send it anyway (the request that stored it asks for it at once once the submission is stored).
 */
const EMAIL_HOLD_MS = 60_000;
const DAY_MS = 86_400_000;
const PREVIEW_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** The timeline kinds of a submission's events. */
const SUBMISSION_KINDS = [
  'lenderSubmissionSent',
  'lenderSubmissionRevoked',
  'lenderRoomOpened',
  'lenderDocumentViewed',
  'lenderDocumentDownloaded',
  'lenderAnswered',
] as const;

export type SubmissionServiceDeps = {
  submissions: SubmissionRepository;
  lenders: Pick<LenderRepository, 'contactsByIds' | 'findLender'>;
  deals: { findById(id: string): Promise<DealRecord | null> };
  documents: Pick<DocumentRepository, 'listByDeal' | 'findById'>;
  files: Pick<DocumentService, 'openFile'>;
  activities: Pick<ActivityRepository, 'insert' | 'listKinds'>;
  outbox: {
    enqueue(input: {
      key: string;
      kind: string;
      subject: string;
      text: string;
      to: string[];
      dueAt: Date;
      sealed: string;
      summaryOf: string;
    }): Promise<boolean>;
    deliverNow(key: string): Promise<void>;
  };
  secrets: Pick<SecretBox, 'encrypt' | 'decrypt'>;
  /** The room page's address for a token (the link in the e-mail). */
  roomUrl: (token: string) => string;
  /** The files attached to a submission e-mail: the deal's anonymised summary once it exists. */
  summaryAttachment: (dealId: string) => Promise<MailAttachment[]>;
  /** Called once a send stored new submissions (Settings may move the deal's GHL stage). */
  afterSend: (dealId: string) => Promise<void>;
  productName: string;
  /** A lender's quote was stored from its room (the deal's owner hears of it). */
  onQuote?: (deal: DealRecord, quote: QuoteRecord, lender: ActorRecord) => Promise<void>;
  clock: Clock;
  log: Logger;
};

export const TERM_SHEET_NOT_OURS = 'body.termSheetId must name a term sheet uploaded through this deal room';

const iso = (date: Date | string) => new Date(date).toISOString();
const lenderActor = (lenderName: string): ActorRecord => ({ id: null, name: lenderName, role: 'system' });

/** A deal that exists and is not being deleted. */
const live = (deal: DealRecord | null): deal is DealRecord => deal !== null && !deal.deletingSince;

/**
 * Submissions of a deal to lender contacts (docs/deal-rooms.md): the send (one outbox e-mail per
 * contact, exactly once per send key), the admins' list, revocation and quotes, and the lenders'
 * deal rooms reached by the link's token alone.
 */
export function createSubmissionService(deps: SubmissionServiceDeps) {
  const log = deps.log.child({ component: 'submissions' });

  function timelineEntry(
    submission: Pick<SubmissionRecord, '_id' | 'dealId' | 'lenderName'>,
    kind: (typeof SUBMISSION_KINDS)[number],
    actor: ActorRecord,
    summary: string,
    extra: { _id?: string; document?: { id: string; fileName: string }; lender?: Partial<LenderActivityRecord> } = {},
  ): ActivityRecord {
    return {
      _id: extra._id ?? randomUUID(),
      dealId: submission.dealId,
      kind,
      actor,
      source: actor.role === 'system' ? 'system' : 'admin',
      changes: [],
      document: extra.document ?? null,
      commentId: null,
      lender: { submissionId: submission._id, lenderName: submission.lenderName, summary, ...extra.lender },
      createdAt: deps.clock.now(),
    };
  }

  /** The events of one submission, from the timeline entries that name it. */
  function eventOf(entry: ActivityRecord): LenderSubmissionEvent {
    const kinds: Record<string, LenderSubmissionEvent['kind']> = {
      lenderSubmissionSent: 'sent',
      lenderSubmissionRevoked: 'revoked',
      lenderRoomOpened: 'opened',
      lenderDocumentViewed: 'viewed',
      lenderDocumentDownloaded: 'downloaded',
    };
    return {
      kind: entry.kind === 'lenderAnswered' ? (entry.lender?.answer ?? 'interested') : kinds[entry.kind]!,
      at: iso(entry.createdAt),
      documentId: entry.document?.id ?? null,
      fileName: entry.document?.fileName ?? null,
      detail: entry.lender?.detail ?? null,
    };
  }

  function toSubmissionDto(record: SubmissionRecord, entries: ActivityRecord[]): LenderSubmission {
    const events = entries.filter((entry) => entry.lender?.submissionId === record._id).map(eventOf);
    return {
      id: record._id,
      dealId: record.dealId,
      lenderId: record.lenderId,
      lenderName: record.lenderName,
      contactId: record.contactId,
      contactName: record.contactName,
      contactEmail: record.contactEmail,
      documentIds: [...record.documentIds],
      state: stateOf(record, events, deps.clock.now()),
      events,
      createdAt: iso(record.createdAt),
      expiresAt: iso(record.expiresAt),
      revokedAt: record.revokedAt ? iso(record.revokedAt) : null,
    };
  }

  const toAnswerDto = (answer: AnswerRecord | null): DealRoom['answer'] =>
    answer
      ? {
          answer: answer.answer,
          passReason: answer.passReason,
          passText: answer.passText,
          quote: answer.quote,
          answeredAt: iso(answer.answeredAt),
        }
      : null;

  /** The anonymised deal: figures and descriptions only, never the client or the street address. */
  function toRoomDto(submission: SubmissionRecord, deal: DealRecord, shared: DocumentRecord[]): DealRoom {
    return {
      dealId: deal.dealId,
      lenderName: submission.lenderName,
      expiresAt: iso(submission.expiresAt),
      propertyType: deal.propertyType || deal.applicationPropertyType || null,
      dealType: deal.dealType || deal.applicationDealType || null,
      propertyState: deal.propertyState ?? null,
      propertyVintage: deal.propertyVintage || deal.applicationPropertyVintage || null,
      loanRequest: deal.loanRequest || deal.applicationLoanRequest || null,
      loanAmount: deal.loanAmount ?? null,
      loanPurpose: loanPurposeOf(deal),
      propertyValue: deal.propertyValue ?? null,
      netOperatingIncome: deal.netOperatingIncome ?? null,
      totalProjectCost: deal.totalProjectCost ?? null,
      termMonths: deal.termMonths ?? null,
      amortisationMonths: deal.amortisationMonths ?? null,
      interestOnlyMonths: deal.interestOnlyMonths ?? null,
      sponsorNetWorth: deal.sponsorNetWorth || deal.applicationSponsorNetWorth || null,
      sponsorLiquidity: deal.sponsorLiquidity || deal.applicationSponsorLiquidity || null,
      narrative: deal.additionalInformation || deal.applicationAdditionalInformation || null,
      documents: shared.map((doc) => ({
        id: doc._id,
        fileName: doc.originalName,
        mimeType: doc.mimeType,
        fileSize: doc.fileSize,
        previewable: PREVIEW_TYPES.has(doc.mimeType),
      })),
      answer: toAnswerDto(submission.answer),
    };
  }

  /** The documents a submission shares that still belong to its deal. */
  async function sharedDocuments(submission: SubmissionRecord): Promise<DocumentRecord[]> {
    const docs = await deps.documents.listByDeal(submission.dealId);
    return submission.documentIds.flatMap((id) => docs.filter((doc) => doc._id === id));
  }

  /**
   * The live submission of a token: unknown, revoked and expired all come back as null after the
   * same single lookup by hash, so none of them can be told apart (docs/deal-rooms.md).
   */
  async function reach(token: string): Promise<SubmissionRecord | null> {
    const submission = await deps.submissions.findByTokenHash(hashRoomToken(token));
    const now = deps.clock.now().getTime();
    const usable = submission !== null && !submission.revokedAt && new Date(submission.expiresAt).getTime() > now;
    return usable ? submission : null;
  }

  /** The live submission and its live deal, or the one not-found answer. */
  async function room(token: string) {
    const submission = await reach(token);
    const deal = submission ? await deps.deals.findById(submission.dealId) : null;
    if (!submission || !live(deal)) return null;
    return { submission, deal };
  }

  const notFound = () => fail('notFound', ROOM_NOT_FOUND);

  function emailText(deal: DealRecord, contactName: string, message: string, expiresAt: Date): string {
    const what = [deal.propertyType || deal.applicationPropertyType, deal.propertyState && `in ${deal.propertyState}`]
      .filter(Boolean)
      .join(' ');
    const loan = deal.loanRequest || deal.applicationLoanRequest;
    return [
      `Hello ${contactName},`,
      '',
      ...(message ? [message, ''] : []),
      `Deal ${deal.dealId}${what ? `: ${what}` : ''}${loan ? `, loan request ${loan}` : ''}.`,
      '',
      `Your deal room (until ${expiresAt.toISOString().slice(0, 10)}): ${deps.roomUrl(ROOM_TOKEN_PLACEHOLDER)}`,
      'The link is personal to you: please do not forward it.',
      '',
      deps.productName,
    ].join('\n');
  }

  /**
   * One contact's submission of one send. The e-mail is stored first, under a key derived from
   * the deal, the contact and the send key, with the new link's token sealed in it: the outbox
   * stores a key once on every engine, so exactly one request of all those repeating this send
   * wins, and only the winner stores the submission (the hash of its token) and asks for the
   * e-mail. The e-mail waits until the submission is stored (or is dropped at delivery if the
   * winner died before storing it).
   */
  async function sendOne(
    admin: AuthUser,
    deal: DealRecord,
    contact: { _id: string; name: string; email: string; lenderId: string; lenderName: string },
    request: { sendKey: string; documentIds: string[]; message: string; expiresAt: Date },
  ): Promise<{ id: string; stored: boolean }> {
    const id = submissionIdOf(deal._id, contact._id, request.sendKey);
    const key = submissionEmailKey(id);
    const token = newRoomToken();
    const stored = await deps.outbox.enqueue({
      key,
      kind: SUBMISSION_EMAIL_KIND,
      subject: `${deps.productName}: loan request ${deal.dealId}`,
      text: emailText(deal, contact.name, request.message, request.expiresAt),
      to: [contact.email],
      dueAt: new Date(Date.now() + EMAIL_HOLD_MS),
      sealed: deps.secrets.encrypt(token),
      summaryOf: deal._id,
    });
    if (!stored) return { id, stored: false };
    const record: SubmissionRecord = {
      _id: id,
      dealId: deal._id,
      tokenHash: hashRoomToken(token),
      lenderId: contact.lenderId,
      lenderName: contact.lenderName,
      contactId: contact._id,
      contactName: contact.name,
      contactEmail: contact.email,
      documentIds: request.documentIds,
      message: request.message,
      sentBy: admin.id,
      createdAt: deps.clock.now(),
      expiresAt: request.expiresAt,
      revokedAt: null,
      answer: null,
    };
    await deps.submissions.insert(record);
    await deps.activities.insert([
      timelineEntry(record, 'lenderSubmissionSent', actorOf(admin), `Sent to ${contact.lenderName} (${contact.name})`, {
        _id: `${id}:sent`,
      }),
    ]);
    deps.outbox
      .deliverNow(key)
      .catch((error: unknown) => log.warn({ err: error, key }, 'submission e-mail waits for the outbox poll'));
    return { id, stored: true };
  }

  return {
    /** The live submission of a room link and its live deal; null for any link that is not (one answer). */
    reachRoom: room,

    /**
     * Sends a deal to lender contacts: checks every contact (known, with an e-mail address) and
     * document (of this deal) first and sends nothing when one fails; then one submission and
     * one e-mail per contact, exactly once per `sendKey` whoever repeats it.
     */
    async send(
      admin: AuthUser,
      dealId: string,
      body: LenderSubmissionSendRequest,
    ): Promise<Result<LenderSubmission[], DomainError<'notFound' | 'validation'>>> {
      const deal = await deps.deals.findById(dealId);
      if (!live(deal)) return fail('notFound', DEAL_NOT_FOUND);
      const [contacts, docs] = await Promise.all([
        deps.lenders.contactsByIds(body.contactIds),
        deps.documents.listByDeal(deal._id),
      ]);
      const details: ErrorDetail[] = [];
      body.contactIds.forEach((id, index) => {
        const contact = contacts.find((c) => c._id === id);
        if (!contact) details.push({ field: `body.contactIds.${index}`, message: `Unknown lender contact ${id}` });
        else if (!contact.email) {
          details.push({ field: `body.contactIds.${index}`, message: `${contact.name} has no e-mail address` });
        }
      });
      body.documentIds.forEach((id, index) => {
        if (!docs.some((doc) => doc._id === id)) {
          details.push({
            field: `body.documentIds.${index}`,
            message: `Document ${id} is not a document of this deal`,
          });
        }
      });
      if (details.length > 0) return fail('validation', details[0]!.message, details);

      const lenderNames = new Map<string, string>();
      for (const lenderId of new Set(contacts.map((c) => c.lenderId))) {
        lenderNames.set(lenderId, (await deps.lenders.findLender(lenderId))?.name ?? 'Lender');
      }
      const request = {
        sendKey: body.sendKey,
        documentIds: [...body.documentIds],
        message: (plainText(body.message) ?? '').split(ROOM_TOKEN_PLACEHOLDER).join(''),
        expiresAt: new Date(deps.clock.now().getTime() + (body.expiresInDays ?? DEFAULT_EXPIRY_DAYS) * DAY_MS),
      };
      const ids: string[] = [];
      let storedAny = false;
      // One contact after the other: a send is at most 50 e-mails, and each is a few writes.
      for (const contactId of body.contactIds) {
        const contact = contacts.find((c) => c._id === contactId)!;
        const sent = await sendOne(
          admin,
          deal,
          {
            _id: contact._id,
            name: contact.name,
            email: contact.email!,
            lenderId: contact.lenderId,
            lenderName: lenderNames.get(contact.lenderId)!,
          },
          request,
        );
        ids.push(sent.id);
        storedAny ||= sent.stored;
      }
      if (storedAny) {
        await deps
          .afterSend(deal._id)
          .catch((error: unknown) => log.error({ err: error, dealId: deal.dealId }, 'after-send step failed'));
      }
      const [stored, entries] = await Promise.all([
        deps.submissions.findMany(ids),
        deps.activities.listKinds(deal._id, [...SUBMISSION_KINDS]),
      ]);
      return ok(
        ids
          .flatMap((id) => stored.filter((record) => record._id === id))
          .map((record) => toSubmissionDto(record, entries)),
      );
    },

    /** A deal's submissions, newest first, each with its state and events. */
    async list(dealId: string): Promise<Result<LenderSubmission[], DomainError<'notFound'>>> {
      const deal = await deps.deals.findById(dealId);
      if (!live(deal)) return fail('notFound', DEAL_NOT_FOUND);
      const [records, entries] = await Promise.all([
        deps.submissions.listByDeal(deal._id),
        deps.activities.listKinds(deal._id, [...SUBMISSION_KINDS]),
      ]);
      return ok(records.map((record) => toSubmissionDto(record, entries)));
    },

    /** Revokes a submission's link at once (its room then answers as an unknown link). */
    async revoke(
      admin: AuthUser,
      dealId: string,
      submissionId: string,
    ): Promise<Result<LenderSubmission, DomainError<'notFound'>>> {
      const found = await deps.submissions.findById(submissionId);
      if (!found || found.dealId !== dealId) return fail('notFound', SUBMISSION_NOT_FOUND);
      if (!found.revokedAt) {
        await deps.submissions.revoke(found._id, deps.clock.now());
        await deps.activities.insert([
          timelineEntry(found, 'lenderSubmissionRevoked', actorOf(admin), `Revoked ${found.lenderName}'s deal room`, {
            _id: `${found._id}:revoked`,
          }),
        ]);
      }
      const [record, entries] = await Promise.all([
        deps.submissions.findById(found._id),
        deps.activities.listKinds(dealId, [...SUBMISSION_KINDS]),
      ]);
      return ok(toSubmissionDto(record!, entries));
    },

    /** The room of a link: the anonymised deal, the shared documents, the lender's answer. */
    async openRoom(token: string): Promise<Result<DealRoom, DomainError<'notFound'>>> {
      const found = await room(token);
      if (!found) return notFound();
      const { submission, deal } = found;
      const shared = await sharedDocuments(submission);
      // Recorded once, whoever opens it first (the id is the submission's).
      await deps.activities.insert([
        timelineEntry(
          submission,
          'lenderRoomOpened',
          lenderActor(submission.lenderName),
          `${submission.lenderName} opened the deal room`,
          { _id: `${submission._id}:opened` },
        ),
      ]);
      return ok(toRoomDto(submission, deal, shared));
    },

    /**
     * A shared document's bytes: it must be in the submission's list and belong to its deal,
     * otherwise the same answer as an invalid link. A view or download (not a later part of a
     * ranged read) is recorded on the timeline.
     */
    async roomDocument(
      token: string,
      documentId: string,
      request: { range?: string | undefined; inline: boolean },
    ): Promise<Result<DownloadAnswer, DomainError<'notFound' | 'upstream' | 'validation'>>> {
      const found = await room(token);
      if (!found || !found.submission.documentIds.includes(documentId)) return notFound();
      const { submission } = found;
      const doc = await deps.documents.findById(documentId);
      if (!doc || doc.dealId !== submission.dealId) return notFound();
      const result = await deps.files.openFile(doc, request);
      if (result.ok && result.value.kind === 'file' && (!result.value.range || result.value.range.start === 0)) {
        const verb = request.inline ? 'viewed' : 'downloaded';
        await deps.activities.insert([
          timelineEntry(
            submission,
            request.inline ? 'lenderDocumentViewed' : 'lenderDocumentDownloaded',
            lenderActor(submission.lenderName),
            `${submission.lenderName} ${verb} ${doc.originalName}`,
            { document: { id: doc._id, fileName: doc.originalName } },
          ),
        ]);
      }
      return result;
    },

    /** The lender's answer: interested, a pass with its reason, or a quote (each quote is kept). */
    async answer(
      token: string,
      body: DealRoomAnswerRequest,
    ): Promise<Result<DealRoom, DomainError<'notFound' | 'validation'>>> {
      const found = await room(token);
      if (!found) return notFound();
      const { submission, deal } = found;
      const checked = checkAnswer(body, deps.clock.now());
      if (!checked.ok) return fail('validation', checked.details[0]!.message, checked.details);
      const answer = checked.answer;
      let termSheet: QuoteRecord['termSheet'] = null;
      if (answer.quote && body.termSheetId) {
        // Only a term sheet this room stored, and still a document of the deal.
        const doc = (submission.termSheetIds ?? []).includes(body.termSheetId)
          ? await deps.documents.findById(body.termSheetId)
          : null;
        if (!doc || doc.dealId !== submission.dealId) {
          return fail('validation', TERM_SHEET_NOT_OURS, [{ field: 'body.termSheetId', message: TERM_SHEET_NOT_OURS }]);
        }
        termSheet = { documentId: doc._id, fileName: doc.originalName };
      }
      await deps.submissions.setAnswer(submission._id, answer);
      if (answer.quote) {
        const quote: QuoteRecord = {
          _id: randomUUID(),
          dealId: submission.dealId,
          submissionId: submission._id,
          lenderId: submission.lenderId,
          lenderName: submission.lenderName,
          contactName: submission.contactName,
          terms: answer.quote,
          createdAt: deps.clock.now(),
          source: 'room',
          termSheet,
          shared: false,
          selectedAt: null,
        };
        await deps.submissions.insertQuote(quote);
        await deps
          .onQuote?.(deal, quote, lenderActor(submission.lenderName))
          .catch((error: unknown) => log.error({ err: error, dealId: deal.dealId }, 'could not announce a quote'));
      }
      await deps.activities.insert([
        timelineEntry(
          submission,
          'lenderAnswered',
          lenderActor(submission.lenderName),
          answerSummary(submission.lenderName, answer),
          {
            lender: {
              answer: answer.answer === 'pass' ? 'passed' : answer.answer === 'quote' ? 'quoted' : 'interested',
              detail: answerDetail(answer),
            },
          },
        ),
      ]);
      return ok(toRoomDto({ ...submission, answer }, deal, await sharedDocuments(submission)));
    },

    /**
     * Finishes a submission e-mail as it is sent: unseals the link's token into the text, and
     * attaches the deal's summary. Null (the e-mail is dropped) when its submission was never
     * stored, is revoked, or holds another token (a send interrupted and repeated).
     */
    async prepareEmail(message: OutboxRecord): Promise<{ text: string; attachments: MailAttachment[] } | null> {
      const id = message.key.slice(SUBMISSION_EMAIL_KIND.length + 1);
      const submission = await deps.submissions.findById(id);
      if (!submission || submission.revokedAt || !message.sealed) return null;
      const token = deps.secrets.decrypt(message.sealed);
      if (hashRoomToken(token) !== submission.tokenHash) return null;
      return {
        text: message.text.split(ROOM_TOKEN_PLACEHOLDER).join(token),
        attachments: await deps.summaryAttachment(submission.dealId),
      };
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
