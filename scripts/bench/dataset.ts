import { randomUUID } from 'node:crypto';
import { PIPELINE_STAGES } from '@portal/contracts';
import { MongoClient, type Collection, type Db, type Document } from 'mongodb';
import { benchDealRecord } from './benchData';

/**
 * The bench's data: deals shaped exactly like the portal stores them (`benchData.ts`'s
 * `benchDealRecord`), spread over 500 owners, five statuses, the pipeline's stages, the property types
 * and two years, from a fixed pseudo-random sequence so every run sees the same data.
 * One member (the signed-in bench member) owns exactly 200 of them. 1,000 other sessions sit beside
 * the bench's own, as between two hourly purges.
 */

export const MEMBER_DEALS = 200;
const OWNERS = 500;
const SESSIONS = 1_000;
const STATUSES = ['Open', 'Open', 'Open', 'Under Review', 'In Underwriting', 'LOE Sent', 'Closed'];
const PROPERTY_TYPES = ['Multifamily', 'Office', 'Retail', 'Industrial', 'Hospitality', 'Self Storage', 'Other'];
const LOAN_REQUESTS = ['$1.5M', '500K', '$2,250,000', '$12M', '750K', '$4.8M'];
const FROM = Date.UTC(2025, 0, 1);
const TO = Date.UTC(2026, 10, 20);

/** The admin filter the load test sends: open multifamily deals of one quarter (≈1 % of all deals). */
export const ADMIN_FILTER = {
  status: 'Open',
  propertyType: 'Multifamily',
  startDate: '2026-01-01',
  endDate: '2026-03-31',
};

type Owner = { _id: string; username: string };

/** mulberry32: a small, fast, seeded generator (reproducible data, not security). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type BenchDataset = {
  db: Db;
  /** Deals in the database now. */
  count(): number;
  /** Adds deals until the database holds `total` (the member's 200 come first). */
  growTo(total: number): Promise<void>;
  close(): Promise<void>;
};

/** Opens the bench database and creates the 499 other owners next to the signed-in member. */
export async function openDataset(uri: string, dbName: string, member: Owner): Promise<BenchDataset> {
  const client = new MongoClient(uri);
  await client.connect();
  const db = client.db(dbName);
  const random = generator(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  const owners: Owner[] = [member];
  const users: Document[] = [];
  const now = new Date();
  for (let i = 1; i < OWNERS; i++) {
    const username = `bench-broker-${String(i).padStart(3, '0')}`;
    const owner = { _id: randomUUID(), username };
    owners.push(owner);
    users.push({
      _id: owner._id,
      discordId: String(900000000000000000n + BigInt(i)),
      username,
      usernameLower: username,
      name: `Broker ${i}`,
      email: `${username}@bench.example`,
      avatar: null,
      isAdmin: false,
      isWhitelisted: true,
      lastLoginAt: now,
      createdAt: now,
      updatedAt: now,
    });
  }
  await (db.collection('users') as Collection<Document>).insertMany(users);
  // About a day of sign-ins: what the sessions collection holds between hourly purges.
  const sessions: Document[] = Array.from({ length: SESSIONS }, (_, i) => ({
    _id: randomUUID(),
    userId: owners[1 + (i % (OWNERS - 1))]!._id,
    expiresAt: new Date(now.getTime() + 8 * 3600_000),
    revokedAt: null,
    createdAt: now,
  }));
  await (db.collection('sessions') as Collection<Document>).insertMany(sessions);

  const deals = db.collection('deals') as Collection<Document>;
  let count = 0;
  return {
    db,
    count: () => count,
    async growTo(total) {
      while (count < total) {
        const batch: Document[] = [];
        const end = Math.min(total, count + 2_000);
        for (let n = count; n < end; n++) {
          // The member's deals first, then round-robin over the other owners.
          const owner = n < MEMBER_DEALS ? member : owners[1 + (n % (OWNERS - 1))]!;
          const createdAt = new Date(FROM + Math.floor(random() * (TO - FROM)));
          const record = benchDealRecord(owner, {
            createdAt,
            updatedAt: createdAt,
            status: pick(STATUSES),
            stage: pick(PIPELINE_STAGES),
            propertyType: pick(PROPERTY_TYPES),
            propertyName: `Bench Property ${n + 1}`,
            propertyAddress: `${1 + (n % 9_000)} Market Street, Springfield`,
            loanRequest: pick(LOAN_REQUESTS),
            additionalInformation: 'Sponsor has closed three similar deals; lender shortlist attached.',
          });
          batch.push({ ...record, dealId: `DL-${createdAt.getUTCFullYear()}-${String(n + 1).padStart(6, '0')}` });
        }
        await deals.insertMany(batch, { ordered: false });
        count = end;
      }
    },
    async close() {
      await client.close();
    },
  };
}
