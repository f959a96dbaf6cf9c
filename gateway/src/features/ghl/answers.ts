import { z } from 'zod';
import type { AnswerChecks } from '../../infra/providerAnswers';

/**
 * The shapes of GHL's answers that the gateway uses, after the response schemas of GHL's published
 * API documents (GoHighLevel/highlevel-api-docs: apps/opportunities.json, contacts.json,
 * locations.json, calendars.json). Only what we need is required: an id (and a stage's or
 * pipeline's name); every other field is optional, and one of another type than the documents
 * give is dropped rather than passed on. Properties we do not declare are dropped too.
 */

/** An optional field: absent, or of the wrong type, it reads as undefined. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const id = z.string().trim().min(1);
const text = lenient(z.string().nullable());

const stage = z.object({ id, name: z.string().trim().min(1), position: lenient(z.number()) });

const pipeline = z.object({
  id,
  name: z.string().trim().min(1),
  /** Read item by item below: a stage without id or name is skipped. */
  stages: lenient(z.array(z.unknown())),
  locationId: lenient(z.string()),
});

/** A custom-field value as GHL reads it back (`{ id, fieldValue… }`) or as we write it (`{ key, field_value }`). */
const customFieldValue = z
  .object({
    id: lenient(id),
    key: lenient(id),
    fieldValue: z.unknown().optional(),
    fieldValueString: z.unknown().optional(),
    fieldValueNumber: z.unknown().optional(),
    fieldValueArray: z.unknown().optional(),
    field_value: z.unknown().optional(),
    value: z.unknown().optional(),
  })
  .refine((field) => Boolean(field.id ?? field.key), { message: 'a custom-field value needs an id or a key' });

const opportunity = z.object({
  id,
  name: text,
  monetaryValue: lenient(z.number().nullable()),
  pipelineId: lenient(z.string()),
  pipelineStageId: text,
  status: lenient(z.string()),
  contactId: lenient(z.string()),
  assignedTo: text,
  createdAt: text,
  updatedAt: text,
  lastStageChangeAt: text,
  contact: lenient(z.object({ id: lenient(z.string()), name: text, email: text, phone: text }).nullable()),
  /** Read item by item below: a value without id or key is skipped. */
  customFields: lenient(z.array(z.unknown())),
});

const customField = z.object({
  id,
  name: lenient(z.string()),
  fieldKey: lenient(z.string()),
  dataType: lenient(z.string()),
  model: text,
});

const calendar = z.object({
  id,
  name: lenient(z.string()),
  description: text,
  isActive: lenient(z.boolean()),
});

const contact = z.object({ id, firstName: text, lastName: text, name: text, email: text, phone: text });

/** A list answer: an object holding the list under `key` (its items are checked one by one). */
const listOf = <K extends string>(key: K) =>
  z.object({ [key]: z.array(z.unknown()) } as { [P in K]: z.ZodArray<z.ZodUnknown> });

const searchAnswer = z.object({
  opportunities: z.array(z.unknown()),
  /** The cursor must be read exactly: a wrong type here would end a listing early without a word. */
  meta: z
    .object({
      total: z.number().nullable().optional(),
      startAfter: z.union([z.number(), z.string()]).nullable().optional(),
      startAfterId: z.string().nullable().optional(),
      nextPageUrl: z.string().nullable().optional(),
    })
    .optional(),
});
const opportunityAnswer = z.object({ opportunity: z.unknown() });
const updateAnswer = z.object({ opportunity: z.unknown().optional() });
const contactAnswer = z.object({ contact, new: lenient(z.boolean()) });

export type GhlRawStage = z.output<typeof stage>;
export type GhlRawPipeline = Omit<z.output<typeof pipeline>, 'stages'> & { stages?: GhlRawStage[] };
export type GhlRawCustomFieldValue = z.output<typeof customFieldValue>;
export type GhlRawOpportunity = Omit<z.output<typeof opportunity>, 'customFields'> & {
  customFields?: GhlRawCustomFieldValue[];
};
export type GhlRawCustomField = z.output<typeof customField>;
export type GhlRawCalendar = z.output<typeof calendar>;
export type GhlRawContact = z.output<typeof contact>;
export type GhlSearchAnswer = { opportunities: GhlRawOpportunity[]; meta: z.output<typeof searchAnswer>['meta'] };

/** GHL's answers read through the schemas above, per endpoint (the endpoint names the operation in logs and metrics). */
export function createGhlAnswers(checks: AnswerChecks) {
  /** An opportunity whose own fields passed, with its custom-field values read one by one. */
  function withCustomFields(operation: string, parsed: z.output<typeof opportunity>): GhlRawOpportunity {
    const { customFields, ...rest } = parsed;
    if (!customFields) return rest;
    return {
      ...rest,
      customFields: checks.items(operation, customFieldValue, customFields, {
        noneUsable: 'empty',
        what: 'custom-field value',
      }),
    };
  }

  const readOpportunity = (operation: string, raw: unknown) =>
    withCustomFields(operation, checks.answer(operation, opportunity, raw));

  /** The usable opportunities of a list: one without an id is skipped. */
  const opportunities = (operation: string, list: unknown[]) =>
    checks.items(operation, opportunity, list, { what: 'opportunity' }).map((o) => withCustomFields(operation, o));

  return {
    pipelines(body: unknown): GhlRawPipeline[] {
      const operation = 'GET /opportunities/pipelines';
      const list = checks.answer(operation, listOf('pipelines'), body).pipelines;
      return checks.items(operation, pipeline, list, { what: 'pipeline' }).map(({ stages, ...rest }) => ({
        ...rest,
        ...(stages
          ? { stages: checks.items(operation, stage, stages, { noneUsable: 'empty', what: 'pipeline stage' }) }
          : {}),
      }));
    },

    search(body: unknown): GhlSearchAnswer {
      const operation = 'GET /opportunities/search';
      const answer = checks.answer(operation, searchAnswer, body);
      return { opportunities: opportunities(operation, answer.opportunities), meta: answer.meta };
    },

    opportunity(operation: 'GET /opportunities/{id}' | 'POST /opportunities/', body: unknown): GhlRawOpportunity {
      return readOpportunity(operation, checks.answer(operation, opportunityAnswer, body).opportunity);
    },

    /** PUT's answer: the opportunity as GHL now has it, or undefined when the answer carries none. */
    updatedOpportunity(body: unknown): GhlRawOpportunity | undefined {
      const operation = 'PUT /opportunities/{id}';
      const raw = checks.answer(operation, updateAnswer, body ?? {}).opportunity;
      return raw === undefined || raw === null ? undefined : readOpportunity(operation, raw);
    },

    customFields(body: unknown): GhlRawCustomField[] {
      const operation = 'GET /locations/{locationId}/customFields';
      const list = checks.answer(operation, listOf('customFields'), body).customFields;
      return checks.items(operation, customField, list, { what: 'custom field' });
    },

    calendars(body: unknown): GhlRawCalendar[] {
      const operation = 'GET /calendars/';
      const list = checks.answer(operation, listOf('calendars'), body).calendars;
      return checks.items(operation, calendar, list, { what: 'calendar' });
    },

    upsertedContact(body: unknown): { contact: GhlRawContact; isNew: boolean } {
      const answer = checks.answer('POST /contacts/upsert', contactAnswer, body);
      return { contact: answer.contact, isNew: answer.new === true };
    },

    contact(body: unknown): GhlRawContact {
      return checks.answer('GET /contacts/{contactId}', contactAnswer, body).contact;
    },
  };
}
