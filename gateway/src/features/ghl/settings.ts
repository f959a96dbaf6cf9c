import type { GhlConfig, GhlConfigRequest } from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { SecretBox } from '../../infra/crypto';
import type { GhlAuth } from './client';
import {
  GHL_TEXT_FIELDS,
  STAGE_MAPPING_FIELDS,
  type DealDeletePolicy,
  type GhlSettingsRecord,
  type StageMappingField,
} from './model';
import type { GhlSettingsRepository } from './repository';

export const API_KEY_REQUIRED = 'API Key is required';
export const API_KEY_INVALID = 'API Key may contain only letters, digits and symbols, without spaces';
export const V2_TOKEN_INVALID =
  'The private integration token may contain only letters, digits and symbols, without spaces';

/**
 * Whether a token can be sent as it is given: GHL tokens are printable ASCII without spaces, and
 * anything else could not even be put in the Authorization header (every GHL call would fail).
 */
export const isSendableToken = (token: string) => /^[\x21-\x7e]+$/.test(token);
export const LOCATION_REQUIRED = 'Location ID is required';
export const NOT_CONFIGURED = 'GHL is not configured: save the API key and location ID in Settings first';

/** What a saved secret looks like on the way out; anything starting with it, posted back, keeps the secret. */
export const MASK_PREFIX = '••••';

/**
 * The status each stage mapping sets when an opportunity is in that stage
 * (docs/product.md#stage-mappings, the contract).
 */
export const STATUS_BY_MAPPING: Record<StageMappingField, string> = {
  underReviewStageId: 'Under Review',
  inUnderwritingStageId: 'In Underwriting',
  loeSentStageId: 'LOE Sent',
  closedStageId: 'Closed',
  signedProposalStageId: 'Signed Proposal',
  noShowStageId: 'No Show',
};

/** The saved configuration, decrypted, for the services that call GHL. */
export type GhlCredentials = {
  auth: GhlAuth;
  pipelineId: string | null;
  calendarId: string | null;
  /** The saved assigned user, else the deployment's default (GHL_DEFAULT_ASSIGNED_USER_ID), else null. */
  assignedUserId: string | null;
  mappings: Record<StageMappingField, string | null>;
  /** What deleting a linked deal does to its opportunity. */
  onDealDeleted: DealDeletePolicy;
};

/** `••••1234` for a long secret, only bullets for a short one. */
export function maskSecret(plain: string): string {
  return plain.length >= 12 ? `${MASK_PREFIX}${plain.slice(-4)}` : `${MASK_PREFIX}${MASK_PREFIX}`;
}

export const isMask = (value: string) => value.startsWith(MASK_PREFIX);

export type GhlSettingsDeps = {
  settings: GhlSettingsRepository;
  secrets: SecretBox;
  clock: Clock;
  defaultAssignedUserId: string;
  /** Called after every save (the GHL catalogue drops what it cached for the old settings). */
  onSaved?: () => void;
  /** Reads the shared settings again now (an instance keeps them up to SETTINGS_CACHE_MS). */
  refresh?: () => Promise<void>;
};

type Saved = Omit<GhlSettingsRecord, '_id' | 'updatedAt'> & { updatedAt: Date | null };

const EMPTY: Saved = {
  apiKeyEncrypted: null,
  v2TokenEncrypted: null,
  ...(Object.fromEntries(GHL_TEXT_FIELDS.map((field) => [field, null])) as Record<
    (typeof GHL_TEXT_FIELDS)[number],
    null
  >),
  updatedAt: null,
};

/**
 * The admin's GHL configuration (CRM config, docs/product.md#settings): secrets encrypted at rest
 * and masked on the way out, the six stage mappings, and the decrypted credentials the other GHL
 * services use.
 */
export function createGhlSettings(deps: GhlSettingsDeps) {
  async function current(): Promise<Saved> {
    return (await deps.settings.get()) ?? EMPTY;
  }

  const reveal = (encrypted: string | null) => (encrypted ? deps.secrets.decrypt(encrypted) : null);

  function toDto(record: Saved): GhlConfig {
    const apiKey = reveal(record.apiKeyEncrypted);
    const v2Token = reveal(record.v2TokenEncrypted);
    return {
      apiKey: apiKey ? maskSecret(apiKey) : null,
      hasApiKey: Boolean(apiKey),
      v2Token: v2Token ? maskSecret(v2Token) : null,
      hasV2Token: Boolean(v2Token),
      ...(Object.fromEntries(GHL_TEXT_FIELDS.map((field) => [field, record[field]])) as Record<
        (typeof GHL_TEXT_FIELDS)[number],
        string | null
      >),
      onDealDeleted: record.onDealDeleted ?? 'leave',
      updatedAt: record.updatedAt ? new Date(record.updatedAt).toISOString() : null,
    };
  }

  /** The bearer token: the v2 private-integration token when saved, else the API key field. */
  const tokenOf = (record: Saved) => reveal(record.v2TokenEncrypted) ?? reveal(record.apiKeyEncrypted);

  return {
    /** The configuration with secrets masked (all null until first saved). */
    async getConfig(): Promise<GhlConfig> {
      return toDto(await current());
    },

    /**
     * Saves the configuration. Left-out fields keep their value, null or '' clears one. `apiKey`
     * left out or masked keeps the saved key, and a blank or missing key is 'API Key is required';
     * `v2Token` follows the mask rule and may be cleared. A new pipeline clears the stage mappings
     * the request leaves out (they named the old pipeline's stages).
     */
    async saveConfig(body: GhlConfigRequest): Promise<Result<GhlConfig, DomainError<'validation'>>> {
      const saved = await current();
      let apiKeyEncrypted = saved.apiKeyEncrypted;
      if (body.apiKey === null || (typeof body.apiKey === 'string' && body.apiKey.trim() === '')) {
        apiKeyEncrypted = null;
      } else if (typeof body.apiKey === 'string' && !isMask(body.apiKey)) {
        if (!isSendableToken(body.apiKey.trim())) {
          return fail('validation', API_KEY_INVALID, [{ field: 'body.apiKey', message: API_KEY_INVALID }]);
        }
        apiKeyEncrypted = deps.secrets.encrypt(body.apiKey.trim());
      }
      if (!apiKeyEncrypted) {
        return fail('validation', API_KEY_REQUIRED, [{ field: 'body.apiKey', message: API_KEY_REQUIRED }]);
      }

      let v2TokenEncrypted = saved.v2TokenEncrypted;
      if (body.v2Token === null || (typeof body.v2Token === 'string' && body.v2Token.trim() === '')) {
        v2TokenEncrypted = null;
      } else if (typeof body.v2Token === 'string' && !isMask(body.v2Token)) {
        if (!isSendableToken(body.v2Token.trim())) {
          return fail('validation', V2_TOKEN_INVALID, [{ field: 'body.v2Token', message: V2_TOKEN_INVALID }]);
        }
        v2TokenEncrypted = deps.secrets.encrypt(body.v2Token.trim());
      }

      const next: Saved = { ...saved, apiKeyEncrypted, v2TokenEncrypted };
      for (const field of GHL_TEXT_FIELDS) {
        const value = body[field];
        if (value !== undefined) next[field] = value === null ? null : value.trim() || null;
      }
      if (body.onDealDeleted !== undefined) next.onDealDeleted = body.onDealDeleted;
      if (next.pipelineId !== saved.pipelineId && saved.pipelineId !== null) {
        for (const field of STAGE_MAPPING_FIELDS) if (body[field] === undefined) next[field] = null;
      }
      const record = await deps.settings.save({ ...next, updatedAt: deps.clock.now() });
      deps.onSaved?.();
      return ok(toDto(record));
    },

    /** The saved token, for calls that may use it before the rest is saved (the masked key posted back). */
    async savedToken(): Promise<string | null> {
      return tokenOf(await current());
    },

    /** The saved location id. */
    async savedLocationId(): Promise<string | null> {
      return (await current()).locationId;
    },

    /**
     * The credentials when a token and a location are saved; 409 'GHL is not configured'
     * otherwise. `fresh` reads past this instance's cache first (a job queued by an instance that
     * has just seen a save).
     */
    async credentials({ fresh = false } = {}): Promise<Result<GhlCredentials, DomainError<'conflict'>>> {
      if (fresh) await deps.refresh?.();
      const record = await current();
      const token = tokenOf(record);
      if (!token || !record.locationId) return fail('conflict', NOT_CONFIGURED);
      return ok({
        auth: { token, locationId: record.locationId },
        pipelineId: record.pipelineId,
        calendarId: record.calendarId,
        assignedUserId: record.assignedUserId ?? (deps.defaultAssignedUserId || null),
        mappings: Object.fromEntries(STAGE_MAPPING_FIELDS.map((field) => [field, record[field]])) as Record<
          StageMappingField,
          string | null
        >,
        onDealDeleted: record.onDealDeleted ?? 'leave',
      });
    },
  };
}

export type GhlSettings = ReturnType<typeof createGhlSettings>;

/** The status an opportunity's stage maps to through the six mappings, or null when unmapped. */
export function statusForStage(credentials: GhlCredentials, stageId: string | null | undefined): string | null {
  if (!stageId) return null;
  const field = STAGE_MAPPING_FIELDS.find((name) => credentials.mappings[name] === stageId);
  return field ? STATUS_BY_MAPPING[field] : null;
}
