import { randomUUID } from 'node:crypto';
import type { GhlCall } from './call';
import type { SandboxContact } from './types';

/** GHL's contact routes: upsert (matched by e-mail, else phone digits) and read. */
export function contactRoutes(call: GhlCall): number | undefined {
  const { method, path, parts, input, store, reply, refuse, wrongLocation } = call;
  const { locationId } = store;
  if (method === 'POST' && path === '/contacts/upsert') {
    const denied = wrongLocation(input.locationId);
    if (denied) return denied;
    if (!input.email && !input.phone) return refuse(400, 'email or phone is required');
    const { contact, isNew } = store.upsertContact(input as Partial<SandboxContact>);
    return reply(isNew ? 201 : 200, { new: isNew, contact: { ...contact, locationId }, traceId: randomUUID() });
  }
  if (method === 'GET' && parts[0] === 'contacts' && parts.length === 2) {
    const contact = store.contacts.get(parts[1]!);
    return contact ? reply(200, { contact: { ...contact, locationId } }) : refuse(404, 'Contact not found');
  }
  return undefined;
}
