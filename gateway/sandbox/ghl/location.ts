import type { GhlCall } from './call';
import { CALENDARS, CONTACT_FIELDS } from './fixtures';

/** The location's settings as GHL lists them: pipelines with their stages, custom fields, calendars. */
export function locationRoutes(call: GhlCall): number | undefined {
  const { method, path, parts, url, store, reply, wrongLocation } = call;
  const { locationId } = store;
  if (method === 'GET' && path === '/opportunities/pipelines') {
    return wrongLocation(url.searchParams.get('locationId')) || reply(200, { pipelines: store.pipelines });
  }
  if (method === 'GET' && parts[0] === 'locations' && parts[2] === 'customFields' && parts.length === 3) {
    const denied = wrongLocation(parts[1]);
    if (denied) return denied;
    const model = url.searchParams.get('model') ?? 'all';
    const all = [...store.customFields, ...CONTACT_FIELDS].map((f) => ({ ...f, locationId, placeholder: '' }));
    return reply(200, { customFields: model === 'all' ? all : all.filter((f) => f.model === model) });
  }
  if (method === 'GET' && path === '/calendars') {
    return (
      wrongLocation(url.searchParams.get('locationId')) ||
      reply(200, { calendars: CALENDARS.map((c) => ({ ...c, locationId })) })
    );
  }
  return undefined;
}
