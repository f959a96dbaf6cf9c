import { randomBytes, randomUUID } from 'node:crypto';
import { parseLoanAmount } from '@portal/contracts';
import type { Container } from '../../gateway/src/container';
import { DEAL_TEXT_FIELDS, type DealRecord } from '../../gateway/src/features/deals/model';

/**
 * The bench's own data: deal records shaped exactly as the portal stores them, stored through the
 * gateway's deal repository (numbers reserved as the portal reserves them), and uploads.
 */

export type BenchDealFields = Partial<Omit<DealRecord, '_id' | 'dealId' | 'userId'>>;
export type BenchOwner = { _id: string; username: string };

const emptyText = () =>
  Object.fromEntries(DEAL_TEXT_FIELDS.map((field) => [field, null])) as Pick<
    DealRecord,
    (typeof DEAL_TEXT_FIELDS)[number]
  >;

/** A complete deal record owned by `owner`, with sensible defaults and `loanAmount` parsed from `loanRequest`. */
export function benchDealRecord(owner: BenchOwner, fields: BenchDealFields = {}): Omit<DealRecord, 'dealId'> {
  const createdAt = fields.createdAt ?? new Date();
  const loanRequest = fields.loanRequest === undefined ? '$1.5M' : fields.loanRequest;
  return {
    ...emptyText(),
    contactFirstName: 'Jane',
    contactLastName: 'Client',
    contactName: 'Jane Client',
    contactPhone: '555-0100',
    contactEmail: 'jane.client@example.com',
    propertyAddress: '1 Seed Street, Springfield',
    propertyType: 'Multifamily',
    dealType: 'Acquisition',
    status: 'Open',
    stage: 'Qualification',
    stageLastUpdated: null,
    stageHistory: [],
    createdBy: owner.username,
    updatedAt: createdAt,
    ...fields,
    loanRequest,
    loanAmount: fields.loanAmount === undefined ? parseLoanAmount(loanRequest) : fields.loanAmount,
    _id: randomUUID(),
    userId: owner._id,
    createdAt,
  };
}

/** Stores many deals through the gateway's repository: numbers reserved in one step per year, inserts of 1,000. */
export async function insertBenchDeals(
  c: Container,
  deals: { owner: BenchOwner; fields?: BenchDealFields }[],
): Promise<DealRecord[]> {
  const drafts = deals.map(({ owner, fields }) => benchDealRecord(owner, fields));
  const byYear = new Map<number, Omit<DealRecord, 'dealId'>[]>();
  for (const draft of drafts) {
    const year = draft.createdAt.getUTCFullYear();
    byYear.set(year, [...(byYear.get(year) ?? []), draft]);
  }
  const records: DealRecord[] = [];
  for (const [year, group] of byYear) {
    const ids = await c.repositories.deals.allocateDealIds(year, group.length);
    group.forEach((draft, i) => records.push({ ...draft, dealId: ids[i]! }));
  }
  for (let i = 0; i < records.length; i += 1000) await c.repositories.deals.insertMany(records.slice(i, i + 1000));
  return records;
}

/** A PDF of exactly `size` bytes: a real header, random content, the EOF marker (what uploads accept). */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]);
}
