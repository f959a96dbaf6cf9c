import {
  DEFAULT_INDEX_RATES,
  DEFAULT_MATCH_TOLERANCES,
  DEFAULT_SIZING_BY_PURPOSE,
  checkMatchTolerances,
  checkSizingDefaults,
  type FieldError,
  type IndexRates,
  type MatchTolerances,
  type PlacementSettings,
  type PlacementSettingsRequest,
  type SizingDefaults,
} from '@portal/contracts';
import type { Connection } from 'mongoose';
import { fail, ok, type DomainError, type ErrorDetail, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { upsertRetried } from '../../infra/mongoErrors';
import { toSizingDefaultsDto, toTolerancesDto } from './dto';

/** The `settings` document holding what an admin saved; a part absent or null is the shipped default. */
export const PLACEMENT_SETTINGS_ID = 'placementSettings';

type SettingsDocument = {
  _id: string;
  sizingDefaults?: SizingDefaults | null;
  tolerances?: MatchTolerances | null;
  /** Sending a deal to lenders moves its GHL opportunity to Lender Submission (off unless set). */
  moveToLenderSubmissionOnSend?: boolean;
  /** The rates assumed for floating-rate indexes when quotes are compared. */
  indexRates?: IndexRates | null;
  updatedAt?: Date;
};

/** The terms and tolerances sizing and matching use now. */
export type PlacementTerms = { sizingDefaults: SizingDefaults; tolerances: MatchTolerances };

type CurrentSettings = PlacementTerms & { moveToLenderSubmissionOnSend: boolean; indexRates: IndexRates };

/** A check's errors as 400 details naming the body's field (`body.sizingDefaults.construction.maxLtcPercent`). */
function detailsOf(errors: FieldError[], part: string): ErrorDetail[] {
  return errors.map(({ field, message }) => ({ field: field ? `body.${part}.${field}` : `body.${part}`, message }));
}

/**
 * The admins' sizing defaults per loan purpose and match tolerances, in one `settings` document
 * read by `_id` on every request: a save applies at once on every instance.
 */
export function createPlacementSettings({ db, clock }: { db: Connection; clock: Clock }) {
  const settings = db.collection<SettingsDocument>('settings');

  async function read(): Promise<CurrentSettings> {
    const saved = await settings.findOne({ _id: PLACEMENT_SETTINGS_ID });
    return {
      sizingDefaults: saved?.sizingDefaults ?? DEFAULT_SIZING_BY_PURPOSE,
      tolerances: saved?.tolerances ?? DEFAULT_MATCH_TOLERANCES,
      moveToLenderSubmissionOnSend: saved?.moveToLenderSubmissionOnSend === true,
      indexRates: saved?.indexRates ?? DEFAULT_INDEX_RATES,
    };
  }

  async function terms(): Promise<PlacementTerms> {
    const { sizingDefaults, tolerances } = await read();
    return { sizingDefaults, tolerances };
  }

  const toDto = (current: CurrentSettings): PlacementSettings => ({
    sizingDefaults: toSizingDefaultsDto(current.sizingDefaults),
    tolerances: toTolerancesDto(current.tolerances),
    moveToLenderSubmissionOnSend: current.moveToLenderSubmissionOnSend,
    indexRates: { ...current.indexRates },
    defaults: {
      sizingDefaults: toSizingDefaultsDto(DEFAULT_SIZING_BY_PURPOSE),
      tolerances: toTolerancesDto(DEFAULT_MATCH_TOLERANCES),
      indexRates: { ...DEFAULT_INDEX_RATES },
    },
  });

  return {
    /** What sizing and matching use now (one read by `_id`). */
    terms,

    async get(): Promise<PlacementSettings> {
      return toDto(await read());
    },

    /** Whether a send to lenders moves the deal to Lender Submission in GHL (read per send). */
    async moveToLenderSubmissionOnSend(): Promise<boolean> {
      return (await read()).moveToLenderSubmissionOnSend;
    },

    /** The rates assumed for floating-rate indexes (read when quotes are compared). */
    async indexRates(): Promise<IndexRates> {
      return (await read()).indexRates;
    },

    /**
     * Sets the parts the request names (null puts the shipped default back); the other keeps its
     * value. Every error of both parts answers together, and nothing is saved when there is one.
     */
    async save(request: PlacementSettingsRequest): Promise<Result<PlacementSettings, DomainError<'validation'>>> {
      const details: ErrorDetail[] = [];
      if (request.sizingDefaults) {
        details.push(...detailsOf(checkSizingDefaults(request.sizingDefaults), 'sizingDefaults'));
      }
      if (request.tolerances) details.push(...detailsOf(checkMatchTolerances(request.tolerances), 'tolerances'));
      if (details.length > 0) return fail('validation', details[0]!.message, details);

      const changes: Partial<SettingsDocument> = { updatedAt: clock.now() };
      if (request.sizingDefaults !== undefined)
        changes.sizingDefaults = request.sizingDefaults as SizingDefaults | null;
      if (request.tolerances !== undefined) changes.tolerances = request.tolerances;
      if (request.indexRates !== undefined) changes.indexRates = request.indexRates;
      if (request.moveToLenderSubmissionOnSend !== undefined) {
        changes.moveToLenderSubmissionOnSend = request.moveToLenderSubmissionOnSend;
      }
      await upsertRetried(() =>
        settings.updateOne({ _id: PLACEMENT_SETTINGS_ID }, { $set: changes }, { upsert: true }),
      );
      return ok(toDto(await read()));
    },
  };
}

export type PlacementSettingsStore = ReturnType<typeof createPlacementSettings>;
