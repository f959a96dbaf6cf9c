import type { CompareProgress, Comparison, ComparisonDifference } from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Logger } from '../../infra/logger';
import { toDealDto } from '../deals/dto';
import type { StaleView } from '../staleDeals/staleness';
import type { DealRecord } from '../deals/model';
import type { DealRepository } from '../deals/repository';
import type { GhlCatalog } from './catalog';
import { GhlError, type GhlClient, type GhlRawOpportunity } from './client';
import {
  CUSTOM_FIELD_KEY_LIST,
  UNDERWRITING_FIELD_KEYS,
  customValuesOf,
  dealValueFor,
  mappedUnderwritingKeys,
  opportunityNameFor,
  textOf,
  toOpportunityDto,
  underwritingValueFor,
  underwritingValueFrom,
  type UnderwritingFieldKey,
} from './fields';
import { statusForStage, type GhlCredentials, type GhlSettings } from './settings';

export type GhlCompareDeps = {
  client: GhlClient;
  settings: GhlSettings;
  catalog: GhlCatalog;
  deals: DealRepository;
  log: Logger; /** Days in stage and staleness of the deals answered (staleDeals/service.ts). */
  staleView: () => Promise<StaleView>;
};

/** GHL trouble as the contract's 502, with a message an admin can act on. */
export function upstream(error: unknown): DomainError<'upstream'> {
  if (error instanceof GhlError) return { kind: 'upstream', message: error.message };
  throw error;
}

const sameNumber = (a: number | null | undefined, b: number | null | undefined) =>
  Math.abs((a ?? 0) - (b ?? 0)) < 0.005;

/**
 * What differs between a deal and its opportunity: name, status, monetary value (standard fields)
 * and each custom field (docs/product.md#records-and-fields), with the underwriting fields the
 * location has (`underwritingKeys`) compared as values (GHL's `10440000.00` is our 10440000, its
 * `Purchase` our purchase). Our status is compared with the status GHL's stage maps to (the six
 * mappings), since the two speak different vocabularies; an unmapped stage implies none.
 */
export function differencesOf(
  deal: DealRecord,
  opportunity: GhlRawOpportunity,
  credentials: GhlCredentials,
  customValues: Map<string, string | null>,
  underwritingKeys: readonly UnderwritingFieldKey[] = [],
): ComparisonDifference[] {
  const differences: ComparisonDifference[] = [];
  const ourName = opportunityNameFor(deal);
  if (textOf(ourName) !== textOf(opportunity.name)) {
    differences.push({ field: 'name', ourValue: ourName, ghlValue: opportunity.name ?? null, type: 'standard' });
  }
  const impliedStatus = statusForStage(credentials, opportunity.pipelineStageId);
  if (impliedStatus && impliedStatus !== deal.status) {
    differences.push({ field: 'status', ourValue: deal.status ?? null, ghlValue: impliedStatus, type: 'standard' });
  }
  if (!sameNumber(deal.loanAmount, opportunity.monetaryValue)) {
    differences.push({
      field: 'monetaryValue',
      ourValue: deal.loanAmount ?? null,
      ghlValue: opportunity.monetaryValue ?? null,
      type: 'standard',
    });
  }
  for (const key of CUSTOM_FIELD_KEY_LIST) {
    const ours = dealValueFor(deal, key);
    const theirs = customValues.get(key) ?? null;
    if (ours !== theirs) differences.push({ field: key, ourValue: ours, ghlValue: theirs, type: 'customField' });
  }
  for (const key of underwritingKeys) {
    const ours = underwritingValueFor(deal, key);
    const raw = customValues.get(key) ?? null;
    const read = underwritingValueFrom(key, raw);
    // A value GHL holds that does not read as one (text in a number field) differs from anything.
    const theirs = read === null ? raw : underwritingValueFor({ [UNDERWRITING_FIELD_KEYS[key]]: read }, key);
    if (ours !== theirs || (read === null && raw !== null)) {
      differences.push({ field: key, ourValue: ours, ghlValue: theirs, type: 'customField' });
    }
  }
  return differences;
}

/** The admin's comparison of every GHL-linked deal with its opportunity. */
export function createGhlCompare(deps: GhlCompareDeps) {
  return {
    /**
     * One comparison per linked deal, newest deal first. Opportunities are read a pipeline at a time
     * (then one by one for any not found there, or sooner when that costs fewer calls), so a large
     * list costs few GHL calls, and only linked opportunities are kept.
     */
    async compare(
      onProgress?: (progress: CompareProgress) => Promise<void>,
    ): Promise<Result<Comparison[], DomainError<'conflict'> | DomainError<'upstream'>>> {
      const configured = await deps.settings.credentials();
      if (!configured.ok) return configured;
      const credentials = configured.value;
      const deals = await deps.deals.listGhlLinked();
      if (deals.length === 0) return ok([]);
      try {
        const [definitions, pipelines] = await Promise.all([
          deps.catalog.opportunityFields(credentials.auth),
          deps.catalog.pipelines(credentials.auth),
        ]);
        const underwritingKeys = mappedUnderwritingKeys(definitions);
        const byId = new Map<string, GhlRawOpportunity>();
        const wanted = new Set(deals.map((deal) => deal.ghlOpportunityId!));
        if (credentials.pipelineId) {
          // Page by page to the end of GHL's cursor, keeping only linked opportunities; stop early
          // when fetching the ones still missing one by one costs fewer calls than the pages left.
          let read = 0;
          let pages = 0;
          for await (const page of deps.client.opportunityPages(credentials.auth, {
            pipelineId: credentials.pipelineId,
          })) {
            read += page.opportunities.length;
            pages++;
            // Progress is for the admin's bar only: a failure to record it never fails the comparison.
            await onProgress?.({ pagesRead: pages, opportunitiesRead: read, total: page.total }).catch(
              (error: unknown) => deps.log.warn({ err: error }, 'could not record the comparison progress'),
            );
            for (const opportunity of page.opportunities) {
              if (wanted.has(opportunity.id)) byId.set(opportunity.id, opportunity);
            }
            const pagesLeft = page.total === null ? Infinity : Math.ceil((page.total - read) / 100);
            if (wanted.size - byId.size < pagesLeft) break;
          }
        }
        for (const id of wanted) {
          if (byId.has(id)) continue;
          const opportunity = await deps.client.getOpportunity(credentials.auth, id);
          if (opportunity) byId.set(id, opportunity);
        }
        const view = await deps.staleView();
        return ok(
          deals.map((deal): Comparison => {
            const opportunity = byId.get(deal.ghlOpportunityId!);
            if (!opportunity) {
              return {
                ourDeal: toDealDto(deal, view),
                ghlOpportunity: null,
                hasDifferences: true,
                differences: [
                  { field: 'ghlOpportunityId', ourValue: deal.ghlOpportunityId, ghlValue: null, type: 'missing' },
                ],
              };
            }
            const differences = differencesOf(
              deal,
              opportunity,
              credentials,
              customValuesOf(opportunity, definitions),
              underwritingKeys,
            );
            return {
              ourDeal: toDealDto(deal, view),
              ghlOpportunity: toOpportunityDto(opportunity, definitions, pipelines),
              hasDifferences: differences.length > 0,
              differences,
            };
          }),
        );
      } catch (error) {
        deps.log.warn({ err: error }, 'GHL comparison failed');
        return fail('upstream', upstream(error).message);
      }
    },
  };
}

export type GhlCompare = ReturnType<typeof createGhlCompare>;
