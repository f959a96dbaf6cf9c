import { randomUUID } from 'node:crypto';
import {
  addDays,
  dayValue,
  weightedForecast,
  type DealCreator,
  type DealFee,
  type DealFeeRequest,
  type DealFeeResult,
  type Earnings,
  type FeeDealRef,
  type FeeLine,
  type FeeReport,
  type OverdueFees,
} from '@portal/contracts';
import type { Readable } from 'node:stream';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { ActivityRecord, FieldChangeRecord } from '../activity/model';
import { actorOf } from '../activity/recorder';
import { toDealCreator } from '../deals/dto';
import type { DealRecord } from '../deals/model';
import type { DealRepository } from '../deals/repository';
import { DEAL_NOT_FOUND } from '../deals/service';
import type { UserRecord } from '../users/model';
import { toDealFeeDto, utcDay, type FeeView } from './dto';
import { feeReportCsv, type FeeCsvRow } from './feeCsv';
import { FEE_FIELD_LABELS, FEE_INPUT_FIELDS, feeOf, type FeeRecord } from './model';
import type { FeeDealRecord, FeeRepository } from './repository';
import type { FeeSettingsStore } from './settingsStore';

export const RECEIVED_ON_REQUIRED = 'Received on is required with a received amount';
export const RECEIVED_AMOUNT_REQUIRED = 'Received amount is required with a received date';
export const MONTHS_OUT_OF_ORDER = 'From must be on or before To';
export const notADay = (label: string) => `${label} must be a real day (yyyy-MM-dd)`;

/** Earnings list at most this many deals; the overdue list at most this many fees. */
const EARNINGS_DEALS = 100;
const OVERDUE_ITEMS = 50;
const DAY_MS = 24 * 3600 * 1000;
const DATE_FIELDS = ['expectedClosingOn', 'invoicedOn', 'receivedOn'] as const;

/** The report's CSV with its row count and file name. */
export type FeeCsv = { total: number; fileName: string; stream: Readable };

export type FeeServiceDeps = {
  /** Deal reads and writes through the deal repository (the rollups hear of every write). */
  deals: Pick<DealRepository, 'findById' | 'update'>;
  /** The deal when the caller may read it (own deal; any deal for admins). */
  findReadable(user: AuthUser, id: string): Promise<DealRecord | null>;
  fees: FeeRepository;
  users: { findManyByIds(ids: string[]): Promise<Pick<UserRecord, '_id' | 'username' | 'name' | 'email'>[]> };
  activities: { insert(records: ActivityRecord[]): Promise<void> };
  settings: FeeSettingsStore;
  clock: Clock;
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const money = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** How a figure reads on the timeline. */
function shown(field: keyof typeof FEE_FIELD_LABELS, value: number | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  if (field === 'brokerSharePercent') return `${value}%`;
  if (field === 'feePoints') return String(value);
  return money(value);
}

/** Each figure that differs between two fees, as the timeline names it. */
function changesBetween(before: FeeRecord, after: FeeRecord): FieldChangeRecord[] {
  const fields = [...FEE_INPUT_FIELDS, 'loanAmount'] as const;
  return fields
    .filter((field) => before[field] !== after[field])
    .map((field) => ({
      field,
      label: FEE_FIELD_LABELS[field],
      from: shown(field, before[field]),
      to: shown(field, after[field]),
    }));
}

/** The month a fee counts in: its payment's when received, else its expected closing's. */
const monthOf = (fee: DealFee): string | null => (fee.receivedOn ?? fee.expectedClosingOn)?.slice(0, 7) ?? null;

const refOf = (deal: FeeDealRecord, owner: DealCreator | null): FeeDealRef => ({
  id: deal._id,
  dealId: deal.dealId,
  propertyName: deal.propertyName ?? null,
  propertyAddress: deal.propertyAddress ?? null,
  stage: deal.stage ?? null,
  status: deal.status || 'Open',
  owner,
});

/** A member whose account no longer exists still has a row of their own. */
const formerMember = (id: string): DealCreator => ({ id, username: 'Former member', name: null, email: null });
const memberName = (member: DealCreator) => member.name ?? member.username;

/**
 * Broker fees (docs/duplicates-and-fees.md#fees): a deal's fee and its changes on the timeline,
 * the fee filled from a selected quote, a member's earnings, the admins' report by member and
 * month with its CSV, and the overdue fees. Every figure is computed on read with the shared
 * rules (contracts/src/domain/fees.ts) and the settings in force.
 */
export function createFeeService(deps: FeeServiceDeps) {
  async function view(): Promise<FeeView> {
    return { ...(await deps.settings.terms()), today: utcDay(deps.clock.now()) };
  }

  const dtoOf = (deal: Pick<DealRecord, 'fee' | 'userId' | 'loanAmount'>, feeView: FeeView): DealFee | null =>
    deal.fee ? toDealFeeDto(deal.fee, deal, feeView) : null;

  /** Stores a fee and writes one feeChanged entry naming each change and who made it. */
  async function write(
    admin: AuthUser,
    deal: DealRecord,
    after: FeeRecord,
    changes: FieldChangeRecord[],
  ): Promise<DealRecord | null> {
    const now = deps.clock.now();
    const updated = await deps.deals.update(deal._id, { fee: { ...after, updatedAt: now }, hasFee: true });
    if (!updated) return null;
    if (changes.length > 0) {
      await deps.activities.insert([
        {
          _id: randomUUID(),
          dealId: deal._id,
          kind: 'feeChanged',
          actor: actorOf(admin),
          source: deal.userId === admin.id ? 'portal' : 'admin',
          changes,
          document: null,
          commentId: null,
          createdAt: now,
        },
      ]);
    }
    return updated;
  }

  /** The fee lines of some deals, with their owners for the admin views (`withOwners`). */
  async function linesOf(rows: FeeDealRecord[], withOwners: boolean): Promise<(FeeLine & { month: string | null })[]> {
    const feeView = await view();
    const owners = new Map<string, DealCreator>();
    if (withOwners) {
      const users = await deps.users.findManyByIds([...new Set(rows.map((row) => row.userId))]);
      for (const user of users) owners.set(user._id, toDealCreator(user));
    }
    return rows.map((row) => {
      const fee = toDealFeeDto(row.fee ?? {}, row, feeView);
      const owner = withOwners ? (owners.get(row.userId) ?? formerMember(row.userId)) : null;
      return { deal: refOf(row, owner), fee, month: monthOf(fee) };
    });
  }

  /** The lines of the report's months: both bounds included; fees without a month only unbounded. */
  async function reportLines(query: { from?: string; to?: string }) {
    if (query.from && query.to && query.from > query.to) {
      return fail('validation', MONTHS_OUT_OF_ORDER, [{ field: 'query.from', message: MONTHS_OUT_OF_ORDER }]);
    }
    const bounded = Boolean(query.from || query.to);
    const lines = (await linesOf(await deps.fees.all(), true)).filter(
      ({ month }) =>
        !bounded || (month !== null && (!query.from || month >= query.from) && (!query.to || month <= query.to)),
    );
    // By month (newest first, no month last), then member name, then deal id.
    lines.sort(
      (a, b) =>
        (a.month === b.month ? 0 : a.month === null ? 1 : b.month === null ? -1 : a.month < b.month ? 1 : -1) ||
        memberName(a.deal.owner!).localeCompare(memberName(b.deal.owner!)) ||
        a.deal.owner!.id.localeCompare(b.deal.owner!.id) ||
        a.deal.dealId.localeCompare(b.deal.dealId),
    );
    return ok(lines);
  }

  /** What a received fee brought: the amount recorded, else the broker's share. */
  const receivedOf = (fee: DealFee) => (fee.state === 'received' ? (fee.receivedAmount ?? fee.brokerShare ?? 0) : 0);
  const overdueOf = (fee: DealFee) => (fee.state === 'overdue' ? (fee.brokerShare ?? 0) : 0);

  return {
    /** A deal's fee: the caller's own deal, any deal for admins; another member's is not found. */
    async get(user: AuthUser, dealId: string): Promise<Result<DealFeeResult, DomainError<'notFound'>>> {
      const deal = await deps.findReadable(user, dealId);
      if (!deal || deal.deletingSince) return fail('notFound', DEAL_NOT_FOUND);
      return ok({ fee: dtoOf(deal, await view()) });
    },

    /**
     * Sets the figures the request names (null clears one, a field left out keeps its value).
     * A received amount needs its date and the reverse; each problem names its field and
     * nothing is stored. A change writes one feeChanged entry with the admin as its actor.
     */
    async save(
      admin: AuthUser,
      dealId: string,
      body: DealFeeRequest,
    ): Promise<Result<DealFeeResult, DomainError<'validation' | 'notFound'>>> {
      for (const field of DATE_FIELDS) {
        const value = body[field];
        if (typeof value === 'string' && dayValue(value) === null) {
          const message = notADay(FEE_FIELD_LABELS[field]);
          return fail('validation', message, [{ field: `body.${field}`, message }]);
        }
      }
      const deal = await deps.deals.findById(dealId);
      if (!deal || deal.deletingSince) return fail('notFound', DEAL_NOT_FOUND);
      const before = feeOf(deal.fee);
      const after: FeeRecord = { ...before };
      for (const field of FEE_INPUT_FIELDS) {
        const value = body[field];
        if (value !== undefined) (after as Record<string, unknown>)[field] = value;
      }
      if (after.receivedAmount !== null && after.receivedOn === null) {
        return fail('validation', RECEIVED_ON_REQUIRED, [{ field: 'body.receivedOn', message: RECEIVED_ON_REQUIRED }]);
      }
      if (after.receivedOn !== null && after.receivedAmount === null) {
        return fail('validation', RECEIVED_AMOUNT_REQUIRED, [
          { field: 'body.receivedAmount', message: RECEIVED_AMOUNT_REQUIRED },
        ]);
      }
      const changes = changesBetween(before, after);
      if (changes.length === 0) return ok({ fee: dtoOf(deal, await view()) });
      const updated = await write(admin, deal, after, changes);
      if (!updated) return fail('notFound', DEAL_NOT_FOUND);
      return ok({ fee: dtoOf(updated, await view()) });
    },

    /**
     * A quote was selected for the deal: the loan the points apply to becomes the quote's amount,
     * the expected closing (when the deal has none) today plus the quote's days to close, and the
     * fee names the quote. Points and amount stay as the admins set them.
     */
    async fillFromQuote(
      admin: AuthUser,
      deal: DealRecord,
      quote: { _id: string; terms: { amount: number; closingDays?: number | null } },
    ): Promise<void> {
      const before = feeOf(deal.fee);
      const closingDays = quote.terms.closingDays;
      const after: FeeRecord = {
        ...before,
        loanAmount: quote.terms.amount,
        expectedClosingOn:
          before.expectedClosingOn ??
          (typeof closingDays === 'number' ? addDays(utcDay(deps.clock.now()), closingDays) : null),
        quoteId: quote._id,
      };
      const changes = changesBetween(before, after);
      if (changes.length === 0 && before.quoteId === after.quoteId && deal.fee) return;
      await write(admin, deal, after, changes);
    },

    /** The caller's earnings: only their own deals count (read by userId and hasFee). */
    async earnings(user: AuthUser): Promise<Earnings> {
      const feeView = await view();
      const lines = await linesOf(await deps.fees.ofOwner(user.id), false);
      const year = deps.clock.now().getUTCFullYear();
      // The deals feature has no lost or abandoned status: no deal counts as lost (docs/duplicates-and-fees.md).
      const open = lines.filter(({ fee }) => fee.state !== 'received');
      const overdue = lines.filter(({ fee }) => fee.state === 'overdue');
      lines.sort(
        (a, b) =>
          (a.fee.expectedClosingOn ?? '9999').localeCompare(b.fee.expectedClosingOn ?? '9999') ||
          a.deal.dealId.localeCompare(b.deal.dealId),
      );
      return {
        expectedPipeline: round2(open.reduce((sum, { fee }) => sum + (fee.brokerShare ?? 0), 0)),
        weightedForecast: weightedForecast(
          lines.map(({ deal, fee }) => ({
            brokerShare: fee.brokerShare,
            stage: deal.stage,
            received: fee.state === 'received',
            lost: false,
          })),
          feeView.stageProbabilities,
        ),
        receivedThisYear: round2(
          lines
            .filter(({ fee }) => fee.receivedOn?.startsWith(`${year}-`))
            .reduce((sum, { fee }) => sum + receivedOf(fee), 0),
        ),
        year,
        overdue: { count: overdue.length, amount: round2(overdue.reduce((sum, { fee }) => sum + overdueOf(fee), 0)) },
        deals: lines.slice(0, EARNINGS_DEALS).map(({ deal, fee }) => ({ deal, fee })),
      };
    },

    /** Fees by member and month, with totals (admins). */
    async report(query: { from?: string; to?: string }): Promise<Result<FeeReport, DomainError<'validation'>>> {
      const lines = await reportLines(query);
      if (!lines.ok) return lines;
      const rows = new Map<string, FeeReport['rows'][number]>();
      for (const { deal, fee, month } of lines.value) {
        const key = `${month ?? ''}|${deal.owner!.id}`;
        const row = rows.get(key) ?? {
          member: deal.owner!,
          month,
          deals: 0,
          expectedFees: 0,
          brokerShares: 0,
          received: 0,
          overdue: 0,
        };
        row.deals += 1;
        row.expectedFees = round2(row.expectedFees + (fee.expectedFee ?? 0));
        row.brokerShares = round2(row.brokerShares + (fee.brokerShare ?? 0));
        row.received = round2(row.received + receivedOf(fee));
        row.overdue = round2(row.overdue + overdueOf(fee));
        rows.set(key, row);
      }
      const list = [...rows.values()];
      const total = (pick: (row: (typeof list)[number]) => number) => round2(list.reduce((s, r) => s + pick(r), 0));
      return ok({
        rows: list,
        totals: {
          deals: list.reduce((sum, row) => sum + row.deals, 0),
          expectedFees: total((row) => row.expectedFees),
          brokerShares: total((row) => row.brokerShares),
          received: total((row) => row.received),
          overdue: total((row) => row.overdue),
        },
      });
    },

    /** The report's deals as CSV (`fees.csv`), one row per deal, with the row count. */
    async exportReport(query: { from?: string; to?: string }): Promise<Result<FeeCsv, DomainError<'validation'>>> {
      const lines = await reportLines(query);
      if (!lines.ok) return lines;
      const rows: FeeCsvRow[] = lines.value.map(({ deal, fee, month }) => ({ member: deal.owner!, month, deal, fee }));
      return ok({ total: rows.length, fileName: 'fees.csv', stream: feeReportCsv(rows) });
    },

    /** Fees past their due day and not received, longest overdue first (admins' Overview). */
    async overdue(): Promise<OverdueFees> {
      const feeView = await view();
      const today = dayValue(feeView.today)!;
      const overdue = (await linesOf(await deps.fees.all(), true))
        .filter(({ fee }) => fee.state === 'overdue')
        .map(({ deal, fee }) => ({ deal, fee, daysOverdue: Math.round((today - dayValue(fee.dueOn)!) / DAY_MS) }))
        .sort((a, b) => b.daysOverdue - a.daysOverdue || a.deal.dealId.localeCompare(b.deal.dealId));
      return {
        items: overdue.slice(0, OVERDUE_ITEMS),
        count: overdue.length,
        amount: round2(overdue.reduce((sum, { fee }) => sum + (fee.brokerShare ?? 0), 0)),
      };
    },

    /** The fee settings (admins). */
    getSettings: () => deps.settings.get(),
    saveSettings: deps.settings.save,
  };
}

export type FeeService = ReturnType<typeof createFeeService>;
