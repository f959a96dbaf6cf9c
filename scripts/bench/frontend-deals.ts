import { PIPELINE_STAGES } from '@portal/contracts';
import type { Stack } from '../stack/stack';
import { insertBenchDeals, type BenchDealFields } from './benchData';

/** The six stages the pipeline page shows (the pipeline's stages before Approved and Closed). */
const STAGES = PIPELINE_STAGES.slice(0, PIPELINE_STAGES.indexOf('Approved'));
const STATUSES = ['Open', 'Under Review', 'Open', 'Closed'];
const PROPERTY_TYPES = ['Multifamily', 'Retail', 'Office', 'Industrial', 'Hospitality', 'Mixed Use', 'Self Storage'];
const DEAL_TYPES = ['Acquisition', 'Refinance', 'Construction', 'Bridge'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A varied deal, spread over the six pipeline stages and the last year. */
export function benchDeal(i: number, now: number): BenchDealFields {
  const createdAt = new Date(now - (i % 365) * DAY_MS - i * 1000);
  return {
    stage: STAGES[i % STAGES.length]!,
    status: STATUSES[i % STATUSES.length]!,
    propertyType: PROPERTY_TYPES[i % PROPERTY_TYPES.length]!,
    dealType: DEAL_TYPES[i % DEAL_TYPES.length]!,
    loanRequest: `$${(1 + (i % 37) / 4).toFixed(2)}M`,
    contactFirstName: 'Client',
    contactLastName: `No. ${i + 1}`,
    contactName: `Client No. ${i + 1}`,
    contactEmail: `client${i + 1}@bench.example`,
    propertyAddress: `${i + 1} Bench Street, Springfield`,
    sponsorNetWorth: '$12M',
    sponsorLiquidity: '$2M',
    additionalInformation: i % 3 === 0 ? 'Stabilised asset, quick close wanted.' : null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Stores `count` varied deals for a member who has signed in. */
export async function seedFor(stack: Stack, username: string, count: number): Promise<void> {
  const c = stack.gateway.container;
  const user = await c.repositories.users.findByUsername(username);
  if (!user) throw new Error(`${username} has not signed in`);
  const now = Date.now();
  await insertBenchDeals(
    c,
    Array.from({ length: count }, (_, i) => ({ owner: user, fields: benchDeal(i, now) })),
  );
}
