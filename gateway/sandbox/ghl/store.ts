import { randomUUID } from 'node:crypto';
import { SANDBOX_CUSTOM_FIELDS, SANDBOX_OTHER_PIPELINE, SANDBOX_PIPELINE, SANDBOX_STAGES } from './fixtures';
import type { GhlSandbox, SandboxContact, SandboxOpportunity } from './types';

const digits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');

export const now = () => new Date().toISOString();
export const newId = () => randomUUID().replace(/-/g, '').slice(0, 20);

/** A custom field of the location, as GHL defines it. */
export type SandboxCustomField = (typeof SANDBOX_CUSTOM_FIELDS)[number];

/** GHL's data types whose values it reads back as numbers. */
const NUMBER_TYPES = new Set(['NUMERICAL', 'MONETORY', 'FLOAT']);

/** The location's data (pipelines, contacts, opportunities) and the rules GHL keeps when they change. */
export function createGhlStore(options: { locationId: string; allowDuplicates: boolean }) {
  const { locationId, allowDuplicates } = options;
  const pipelines = [
    { id: SANDBOX_PIPELINE.id, name: SANDBOX_PIPELINE.name, stages: Object.values(SANDBOX_STAGES) },
    SANDBOX_OTHER_PIPELINE,
  ].map((p) => ({
    ...p,
    locationId,
    showInFunnel: true,
    showInPieChart: true,
    stages: p.stages.map((s, position) => ({ id: s.id, name: s.name, position })),
  }));
  const contacts = new Map<string, SandboxContact>();
  const opportunities = new Map<string, SandboxOpportunity>();
  // The location's opportunity custom fields: the fixtures, plus any a test adds as an admin would.
  const customFields: SandboxCustomField[] = [...SANDBOX_CUSTOM_FIELDS];
  const fieldByKey = (key: string) =>
    customFields.find((f) => f.fieldKey === key || f.fieldKey === `opportunity.${key}`);

  /** Adds an opportunity custom field (GHL gives it an id; its key comes from the name's words). */
  function addCustomField(input: { name: string; fieldKey: string; dataType: string }): SandboxCustomField {
    const field = { id: `sbxCf${newId()}`, ...input, model: 'opportunity', position: customFields.length };
    customFields.push(field);
    return field;
  }

  const pipelineOf = (id: string) => pipelines.find((p) => p.id === id);

  function upsertContact(input: Partial<SandboxContact>): { contact: SandboxContact; isNew: boolean } {
    const email = input.email?.trim().toLowerCase() || null;
    const phone = digits(input.phone) || null;
    const existing = [...contacts.values()].find(
      (c) => (email && c.email?.toLowerCase() === email) || (!email && phone && digits(c.phone) === phone),
    );
    const stamp = now();
    if (existing) {
      for (const field of ['firstName', 'lastName', 'name', 'phone', 'source'] as const) {
        if (input[field]) existing[field] = input[field] ?? null;
      }
      if (input.email) existing.email = input.email.trim();
      existing.dateUpdated = stamp;
      return { contact: existing, isNew: false };
    }
    const contact: SandboxContact = {
      id: newId(),
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      name: input.name ?? ([input.firstName, input.lastName].filter(Boolean).join(' ') || null),
      email: input.email?.trim() ?? null,
      phone: input.phone ?? null,
      source: input.source ?? null,
      tags: input.tags ?? [],
      dateAdded: stamp,
      dateUpdated: stamp,
    };
    contacts.set(contact.id, contact);
    return { contact, isNew: true };
  }

  function applyCustomFields(opportunity: SandboxOpportunity, input: unknown): void {
    if (!Array.isArray(input)) return;
    for (const item of input as Record<string, unknown>[]) {
      const field =
        (typeof item.id === 'string' && customFields.find((f) => f.id === item.id)) ||
        (typeof item.key === 'string' && fieldByKey(item.key)) ||
        undefined;
      if (!field) continue; // GHL ignores fields it does not have
      const raw = item.field_value ?? item.fieldValue ?? item.value;
      const value = Array.isArray(raw) ? raw.join(', ') : raw === null || raw === undefined ? '' : String(raw);
      if (value === '') delete opportunity.customFields[field.id];
      else opportunity.customFields[field.id] = value;
    }
  }

  function opportunityJson(o: SandboxOpportunity) {
    const contact = contacts.get(o.contactId);
    return {
      id: o.id,
      name: o.name,
      monetaryValue: o.monetaryValue,
      pipelineId: o.pipelineId,
      pipelineStageId: o.pipelineStageId,
      assignedTo: o.assignedTo,
      status: o.status,
      source: o.source,
      lastStatusChangeAt: o.lastStatusChangeAt,
      lastStageChangeAt: o.lastStageChangeAt,
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
      contactId: o.contactId,
      locationId,
      contact: contact
        ? {
            id: contact.id,
            name: contact.name,
            companyName: null,
            email: contact.email,
            phone: contact.phone,
            tags: contact.tags,
          }
        : undefined,
      // Numeric fields read back as numbers, as GHL answers them.
      customFields: Object.entries(o.customFields).map(([id, value]) => {
        const numeric = NUMBER_TYPES.has(customFields.find((f) => f.id === id)?.dataType ?? '');
        return { id, fieldValue: numeric && Number.isFinite(Number(value)) ? Number(value) : value };
      }),
    };
  }

  function createOpportunity(body: Record<string, unknown>): SandboxOpportunity | string {
    const pipeline = pipelineOf(String(body.pipelineId ?? ''));
    if (!pipeline) return 'pipelineId is invalid';
    if (typeof body.name !== 'string' || !body.name.trim()) return 'name should not be empty';
    const contactId = String(body.contactId ?? '');
    if (!contacts.has(contactId)) return 'contactId is invalid';
    const stageId = body.pipelineStageId ? String(body.pipelineStageId) : pipeline.stages[0]!.id;
    if (!pipeline.stages.some((s) => s.id === stageId)) return 'pipelineStageId is invalid';
    if (
      !allowDuplicates &&
      [...opportunities.values()].some((o) => o.contactId === contactId && o.pipelineId === pipeline.id)
    ) {
      return 'Can not create duplicate opportunity for the contact.';
    }
    const stamp = now();
    const opportunity: SandboxOpportunity = {
      id: newId(),
      name: body.name.trim(),
      monetaryValue: typeof body.monetaryValue === 'number' ? body.monetaryValue : 0,
      pipelineId: pipeline.id,
      pipelineStageId: stageId,
      status: (['open', 'won', 'lost', 'abandoned'] as const).find((s) => s === body.status) ?? 'open',
      contactId,
      assignedTo: typeof body.assignedTo === 'string' ? body.assignedTo : null,
      source: typeof body.source === 'string' ? body.source : null,
      createdAt: stamp,
      updatedAt: stamp,
      lastStageChangeAt: stamp,
      lastStatusChangeAt: stamp,
      customFields: {},
    };
    applyCustomFields(opportunity, body.customFields);
    opportunities.set(opportunity.id, opportunity);
    return opportunity;
  }

  function updateOpportunity(opportunity: SandboxOpportunity, body: Record<string, unknown>): string | null {
    const pipeline = pipelineOf(typeof body.pipelineId === 'string' ? body.pipelineId : opportunity.pipelineId);
    if (!pipeline) return 'pipelineId is invalid';
    const stamp = now();
    if (typeof body.pipelineStageId === 'string' && body.pipelineStageId !== opportunity.pipelineStageId) {
      if (!pipeline.stages.some((s) => s.id === body.pipelineStageId)) return 'pipelineStageId is invalid';
      opportunity.pipelineStageId = body.pipelineStageId;
      opportunity.pipelineId = pipeline.id;
      opportunity.lastStageChangeAt = stamp;
    }
    if (typeof body.name === 'string' && body.name.trim()) opportunity.name = body.name.trim();
    if (typeof body.monetaryValue === 'number') opportunity.monetaryValue = body.monetaryValue;
    if (typeof body.assignedTo === 'string') opportunity.assignedTo = body.assignedTo;
    const status = (['open', 'won', 'lost', 'abandoned'] as const).find((s) => s === body.status);
    if (status && status !== opportunity.status) {
      opportunity.status = status;
      opportunity.lastStatusChangeAt = stamp;
    }
    applyCustomFields(opportunity, body.customFields);
    opportunity.updatedAt = stamp;
    return null;
  }

  function addOpportunity(input: Parameters<GhlSandbox['addOpportunity']>[0]): SandboxOpportunity {
    const { contact } = upsertContact({
      firstName: input.contact.firstName,
      lastName: input.contact.lastName,
      email: input.contact.email,
      phone: input.contact.phone ?? null,
      source: 'GHL',
    });
    const created = createOpportunity({
      pipelineId: input.pipelineId ?? SANDBOX_PIPELINE.id,
      pipelineStageId: input.stageId,
      name: input.name,
      contactId: contact.id,
      monetaryValue: input.monetaryValue ?? 0,
      status: 'open',
      customFields: Object.entries(input.customFields ?? {}).map(([key, field_value]) => ({ key, field_value })),
    });
    if (typeof created === 'string') throw new Error(created);
    if (input.createdAt) {
      created.createdAt = input.createdAt.toISOString();
      created.updatedAt = created.createdAt;
    }
    return created;
  }

  const seedOpportunities: GhlSandbox['seedOpportunities'] = (
    count,
    { pipelineId = SANDBOX_PIPELINE.id, stageId, namePrefix = 'Seeded opportunity' } = {},
  ) => {
    const pipeline = pipelineOf(pipelineId);
    if (!pipeline) throw new Error(`no pipeline ${pipelineId}`);
    const stage = stageId ?? pipeline.stages[0]!.id;
    const base = Date.now() - 365 * 24 * 3600 * 1000;
    for (let i = count - 1; i >= 0; i--) {
      const stamp = new Date(base + (count - i) * 1000).toISOString();
      const contact: SandboxContact = {
        id: newId(),
        firstName: 'Seeded',
        lastName: String(i),
        name: `Seeded ${i}`,
        email: `seeded-${i}-${newId()}@sandbox-clients.example`,
        phone: null,
        source: 'GHL',
        tags: [],
        dateAdded: stamp,
        dateUpdated: stamp,
      };
      contacts.set(contact.id, contact);
      const opportunity: SandboxOpportunity = {
        id: newId(),
        name: `${namePrefix} ${i}`,
        monetaryValue: 100_000 + i,
        pipelineId: pipeline.id,
        pipelineStageId: stage,
        status: 'open',
        contactId: contact.id,
        assignedTo: null,
        source: null,
        createdAt: stamp,
        updatedAt: stamp,
        lastStageChangeAt: stamp,
        lastStatusChangeAt: stamp,
        customFields: {},
      };
      opportunities.set(opportunity.id, opportunity);
    }
  };

  /** Opportunities whose contact has this e-mail address. */
  function opportunitiesOfEmail(email: string): SandboxOpportunity[] {
    const ids = new Set(
      [...contacts.values()].filter((c) => c.email?.toLowerCase() === email.toLowerCase()).map((c) => c.id),
    );
    return [...opportunities.values()].filter((o) => ids.has(o.contactId));
  }

  return {
    locationId,
    pipelines,
    customFields,
    addCustomField,
    contacts,
    opportunities,
    pipelineOf,
    upsertContact,
    applyCustomFields,
    opportunityJson,
    createOpportunity,
    updateOpportunity,
    addOpportunity,
    seedOpportunities,
    opportunitiesOfEmail,
  };
}

export type GhlStore = ReturnType<typeof createGhlStore>;
