import {
  dealFactsFrom,
  judgeProgram,
  loanPurposeOf,
  rankMatches,
  sizeLoan,
  sizingInputsFrom,
  type DealMatches,
  type DealPlacement,
  type DealUnderwriting,
  type ProgramDeal,
  type ProgramDeals,
} from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { DealRecord } from '../deals/model';
import { DEAL_NOT_FOUND } from '../deals/service';
import { toContactDto, toProgramDto } from '../lenders/dto';
import type { LenderRepository } from '../lenders/repository';
import { LENDER_NOT_FOUND, PROGRAM_NOT_FOUND } from '../lenders/rules';
import { toCreditBox } from './creditBox';
import { toCriterionDto, toSizingDto, toSummaryDto, toTermsDto } from './dto';
import type { ProgramsCache } from './programsCache';
import type { OpenDeal, PlacementRepository } from './repository';
import type { PlacementSettingsStore, PlacementTerms } from './settingsStore';

/** Rows a list answers when the caller names no limit. */
export const DEFAULT_LIMIT = 50;

/** The default terms of the deal's loan purpose (Settings), or null when its purpose is unknown. */
function termsOf(deal: DealUnderwriting, settings: PlacementTerms) {
  const purpose = loanPurposeOf(deal);
  return { purpose, terms: purpose ? settings.sizingDefaults[purpose] : null };
}

/**
 * A deal sized on the default terms of its loan purpose (Settings), as its placement shows it: the
 * purpose, the terms (null without a purpose) and every figure with the limit that binds.
 */
export function sizeDealOnDefaults(deal: DealUnderwriting, settings: PlacementTerms) {
  const { purpose, terms } = termsOf(deal, settings);
  return { purpose, terms, sizing: sizeLoan(sizingInputsFrom(deal), terms ?? {}) };
}

/**
 * A deal's loan sizing and lender matches (docs/lenders.md): sizing on the default terms of its
 * loan purpose, matching against the active programs of the programs cache with the tolerances
 * of Settings, and the reverse: the open deals a program fits. Settings are read per request.
 */
export function createPlacementService(deps: {
  settings: Pick<PlacementSettingsStore, 'terms'>;
  cache: ProgramsCache;
  lenders: Pick<LenderRepository, 'findLender' | 'findProgram' | 'contactsOfMany'>;
  deals: Pick<PlacementRepository, 'openDeals'>;
  /** The deal when the caller may see it (own, or any for admins), as `GET /deals/{id}` decides. */
  findReadable: (user: AuthUser, id: string) => Promise<DealRecord | null>;
}) {
  /** The deal's figures and its ranked matches, for a deal the caller may read. */
  async function judge(user: AuthUser, id: string) {
    const [deal, settings] = await Promise.all([deps.findReadable(user, id), deps.settings.terms()]);
    if (!deal) return null;
    const { purpose, terms, sizing } = sizeDealOnDefaults(deal, settings);
    const programs = await deps.cache.programs();
    return {
      deal,
      purpose,
      terms,
      judged: programs.length,
      sizing,
      ranked: rankMatches(dealFactsFrom(deal, terms), programs, settings.tolerances),
    };
  }

  return {
    /**
     * The caller's own deal (admins: any) sized on its purpose's default terms, with how many
     * programs Match or are Near and which deal fields would sharpen that: never a lender or program.
     */
    async dealPlacement(user: AuthUser, id: string): Promise<Result<DealPlacement, DomainError<'notFound'>>> {
      const judged = await judge(user, id);
      if (!judged) return fail('notFound', DEAL_NOT_FOUND);
      return ok({
        loanPurpose: judged.purpose,
        terms: judged.terms ? toTermsDto(judged.terms) : null,
        sizing: toSizingDto(judged.sizing),
        matches: toSummaryDto(judged.ranked.summary),
      });
    },

    /**
     * Every active program judged against a deal (an admin's view): the Match and Near ones, best
     * first, at most `limit`, each with its lender, the lender's contacts and every criterion.
     */
    async dealMatches(
      admin: AuthUser,
      id: string,
      limit = DEFAULT_LIMIT,
    ): Promise<Result<DealMatches, DomainError<'notFound'>>> {
      const judged = await judge(admin, id);
      if (!judged) return fail('notFound', DEAL_NOT_FOUND);
      const shown = judged.ranked.results.slice(0, limit);
      // Contacts change without a new programs version being needed here: read for the lenders shown.
      const contacts = await deps.lenders.contactsOfMany([...new Set(shown.map((r) => r.program.lender.id))]);
      return ok({
        dealId: judged.deal.dealId,
        judged: judged.judged,
        summary: toSummaryDto(judged.ranked.summary),
        sizing: toSizingDto(judged.sizing),
        results: shown.map(({ kind, closeness, criteria, program }) => ({
          kind,
          closeness: closeness ?? 0,
          program: toProgramDto(program.record),
          lender: { ...program.lender },
          contacts: contacts.filter((contact) => contact.lenderId === program.lender.id).map(toContactDto),
          criteria: criteria.map(toCriterionDto),
        })),
      });
    },

    /**
     * The open deals a program fits (Match or Near), judged as a deal's matches judge it, also when
     * the program is inactive: Match first, then the closest, then the newest; at most `limit`.
     */
    async programDeals(
      lenderId: string,
      programId: string,
      limit = DEFAULT_LIMIT,
    ): Promise<Result<ProgramDeals, DomainError<'notFound'>>> {
      const [lender, program] = await Promise.all([
        deps.lenders.findLender(lenderId),
        deps.lenders.findProgram(lenderId, programId),
      ]);
      if (!lender) return fail('notFound', LENDER_NOT_FOUND);
      if (!program) return fail('notFound', PROGRAM_NOT_FOUND);
      const [settings, deals] = await Promise.all([deps.settings.terms(), deps.deals.openDeals()]);
      const box = toCreditBox(program);
      const fitting: { deal: OpenDeal; row: ProgramDeal }[] = [];
      let judged = 0;
      for (const deal of deals) {
        // A deal whose deletion has begun is on its way out.
        if (deal.deletingSince) continue;
        judged += 1;
        const facts = dealFactsFrom(deal, termsOf(deal, settings).terms);
        const judgement = judgeProgram(facts, box, settings.tolerances);
        if (judgement.kind === 'out') continue;
        fitting.push({
          deal,
          row: {
            deal: {
              id: deal._id,
              dealId: deal.dealId,
              propertyName: deal.propertyName ?? null,
              propertyAddress: deal.propertyAddress || deal.applicationPropertyAddress || null,
              propertyType: deal.propertyType || deal.applicationPropertyType || null,
              loanAmount: facts.loanAmount,
              stage: deal.stage ?? null,
              createdBy: deal.createdBy ?? null,
            },
            kind: judgement.kind,
            closeness: judgement.closeness ?? 0,
            criteria: judgement.criteria.map(toCriterionDto),
          },
        });
      }
      fitting.sort(
        (a, b) =>
          (a.row.kind === b.row.kind ? 0 : a.row.kind === 'match' ? -1 : 1) ||
          a.row.closeness - b.row.closeness ||
          new Date(b.deal.createdAt).getTime() - new Date(a.deal.createdAt).getTime() ||
          (a.deal._id < b.deal._id ? 1 : a.deal._id > b.deal._id ? -1 : 0),
      );
      return ok({ items: fitting.slice(0, limit).map((entry) => entry.row), total: fitting.length, judged });
    },
  };
}

export type PlacementService = ReturnType<typeof createPlacementService>;
