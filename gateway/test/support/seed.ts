import { randomUUID } from 'node:crypto';
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseLoanAmount } from '@portal/contracts';
import type { Container } from '../../src/container';
import { DEAL_TEXT_FIELDS, type DealRecord } from '../../src/features/deals/model';
import type { DocumentRecord } from '../../src/features/documents/model';
import type { UserRecord } from '../../src/features/users/model';
import type { GhlSandbox } from '../../sandbox/ghl';

/**
 * Seed functions shared by the integration tests and the Pact provider's state handlers. They
 * write through our repositories and storage (no HTTP), so a test can set up a state in one step.
 */

export type SeedUser = {
  username: string;
  name?: string | null;
  email?: string | null;
  isAdmin?: boolean;
  isWhitelisted?: boolean;
  lastLoginAt?: Date | null;
  createdAt?: Date;
};

export async function seedUser(c: Container, input: SeedUser): Promise<UserRecord> {
  const now = input.createdAt ?? new Date();
  const record: UserRecord = {
    _id: randomUUID(),
    discordId: String(100000000000000000n + BigInt(Math.floor(Math.random() * 1e15))),
    username: input.username,
    usernameLower: input.username.toLowerCase(),
    name: input.name ?? null,
    email: input.email ?? `${input.username.toLowerCase()}@seed.example`,
    avatar: null,
    isAdmin: input.isAdmin ?? false,
    isWhitelisted: input.isWhitelisted ?? true,
    lastLoginAt: input.lastLoginAt === undefined ? now : input.lastLoginAt,
    createdAt: now,
    updatedAt: now,
  };
  await c.repositories.users.insertMany([record]);
  return record;
}

export type SeedDeal = Partial<Omit<DealRecord, '_id' | 'dealId' | 'userId'>>;

const emptyText = () =>
  Object.fromEntries(DEAL_TEXT_FIELDS.map((field) => [field, null])) as Pick<
    DealRecord,
    (typeof DEAL_TEXT_FIELDS)[number]
  >;

/** A complete deal record owned by `owner`, with sensible defaults and `loanAmount` parsed from `loanRequest`. */
export function dealRecord(
  owner: { _id: string; username: string },
  fields: SeedDeal = {},
): Omit<DealRecord, 'dealId'> {
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

/** One deal, numbered like any other (DL-<year>-<n>). */
export async function seedDeal(
  c: Container,
  owner: { _id: string; username: string },
  fields: SeedDeal = {},
): Promise<DealRecord> {
  return c.repositories.deals.create(dealRecord(owner, fields));
}

/** Many deals in one insert (numbers reserved in one step per year). */
export async function seedDeals(
  c: Container,
  deals: { owner: { _id: string; username: string }; fields?: SeedDeal }[],
): Promise<DealRecord[]> {
  const drafts = deals.map(({ owner, fields }) => dealRecord(owner, fields));
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

export type SeedDocument = {
  fileName?: string;
  content?: Buffer;
  mimeType?: string;
  uploaderId?: string;
  tags?: string[];
  createdAt?: Date;
};

/** A document of `deal` stored on local disk (the no-OneDrive backend). */
export async function seedDocument(c: Container, deal: DealRecord, input: SeedDocument = {}): Promise<DocumentRecord> {
  const content = input.content ?? Buffer.from('%PDF-1.4\n%seed\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const fileName = input.fileName ?? 'term-sheet.pdf';
  const spool = c.infra.localStore.spoolDir;
  await mkdir(spool, { recursive: true });
  const path = join(spool, randomUUID());
  await writeFile(path, content);
  const documentId = randomUUID();
  const stored = await c.infra.localStore.save({
    uploadId: documentId,
    folder: deal.dealId,
    fileName,
    filePath: path,
    size: content.length,
    mimeType: input.mimeType ?? 'application/pdf',
  });
  const createdAt = input.createdAt ?? new Date();
  const record: DocumentRecord = {
    _id: documentId,
    dealId: deal._id,
    userId: input.uploaderId ?? deal.userId,
    originalName: fileName,
    mimeType: input.mimeType ?? 'application/pdf',
    fileSize: content.length,
    tags: input.tags ?? [],
    storage: stored.backend,
    storageKey: stored.key,
    oneDriveUrl: stored.webUrl,
    createdAt,
    updatedAt: createdAt,
  };
  await c.repositories.documents.insert(record);
  return record;
}

/**
 * Saves the GHL configuration of a sandbox GHL (key, location, pipeline, calendar, the six mappings,
 * unless `overrides` say otherwise) through the settings service, as POST /admin/ghl/config would.
 */
export async function seedGhlConfig(
  c: Container,
  ghl: GhlSandbox,
  overrides: Record<string, string | null> = {},
): Promise<void> {
  const saved = await c.services.ghl.settings.saveConfig({ ...ghl.configRequest, ...overrides });
  if (!saved.ok) throw new Error(saved.error.message);
}

/**
 * A deal linked to a new opportunity of the sandbox GHL (contact, custom fields and value from the
 * deal), without running the push: the state pacts and comparisons start from.
 */
export async function seedGhlLinkedDeal(
  c: Container,
  ghl: GhlSandbox,
  owner: { _id: string; username: string },
  fields: SeedDeal = {},
  opportunity: {
    name?: string;
    contact?: { firstName: string; lastName: string; email: string; phone?: string };
    stageId?: string;
    customFields?: Record<string, string>;
    monetaryValue?: number;
  } = {},
): Promise<{ deal: DealRecord; opportunityId: string }> {
  const draft = await seedDeal(c, owner, fields);
  const [firstName = 'Client', ...rest] = (draft.contactName ?? 'Client').split(' ');
  const created = ghl.addOpportunity({
    name: opportunity.name ?? draft.opportunityName ?? `${draft.dealId} · ${draft.propertyAddress ?? 'Deal'}`,
    contact: opportunity.contact ?? {
      firstName,
      lastName: rest.join(' '),
      email: draft.contactEmail ?? `${draft.dealId}@seed.example`,
    },
    stageId: opportunity.stageId,
    monetaryValue: opportunity.monetaryValue ?? draft.loanAmount ?? 0,
    customFields: opportunity.customFields ?? {
      'opportunity.property_address': draft.propertyAddress ?? '',
      'opportunity.property_type': draft.propertyType ?? '',
      'opportunity.deal_type': draft.dealType ?? '',
      'opportunity.property_vintage': draft.propertyVintage ?? '',
      'opportunity.sponsor_net_worth': draft.sponsorNetWorth ?? '',
      'opportunity.sponsor_liquidity': draft.sponsorLiquidity ?? '',
      'opportunity.loan_request': draft.loanRequest ?? '',
      'opportunity.additional_information': draft.additionalInformation ?? '',
    },
  });
  const name = created.name;
  await c.repositories.deals.setGhlLink(draft._id, { ghlOpportunityId: created.id, opportunityName: name });
  await c.repositories.ghlLinks.set(created.id, draft._id, new Date());
  const deal = await c.repositories.deals.findById(draft._id);
  return { deal: deal!, opportunityId: created.id };
}
