import type { GhlCall } from './call';
import type { GhlStore } from './store';
import type { SandboxOpportunity } from './types';

/** The opportunity search as GHL pages it: newest first, `startAfterId` cursors, at most 100 a page. */
function search(store: GhlStore, url: URL, repeatCursor: boolean) {
  const { opportunities, contacts, opportunityJson } = store;
  const pipelineId = url.searchParams.get('pipeline_id');
  const stageId = url.searchParams.get('pipeline_stage_id');
  const contactId = url.searchParams.get('contact_id');
  const status = url.searchParams.get('status');
  const q = url.searchParams.get('q')?.toLowerCase();
  const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 20) || 20, 1), 100);
  const matches = [...opportunities.values()]
    .filter((o) => !pipelineId || o.pipelineId === pipelineId)
    .filter((o) => !stageId || o.pipelineStageId === stageId)
    .filter((o) => !contactId || o.contactId === contactId)
    .filter((o) => !status || status === 'all' || o.status === status)
    .filter((o) => {
      if (!q) return true;
      const contact = contacts.get(o.contactId);
      return [o.name, contact?.name, contact?.email].some((text) => text?.toLowerCase().includes(q));
    })
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id));
  const afterId = repeatCursor ? null : url.searchParams.get('startAfterId');
  const start = afterId ? matches.findIndex((o) => o.id === afterId) + 1 : 0;
  const page = matches.slice(start, start + limit);
  const last = page[page.length - 1];
  const more = start + limit < matches.length;
  const next = new URL(url);
  if (last) {
    next.searchParams.set('startAfterId', last.id);
    next.searchParams.set('startAfter', String(Date.parse(last.createdAt)));
  }
  const currentPage = Math.floor(start / limit) + 1;
  return {
    opportunities: page.map(opportunityJson),
    meta: {
      total: matches.length,
      nextPageUrl: more ? next.toString() : null,
      startAfterId: more && last ? last.id : null,
      startAfter: more && last ? Date.parse(last.createdAt) : null,
      currentPage,
      nextPage: more ? currentPage + 1 : null,
      prevPage: currentPage > 1 ? currentPage - 1 : null,
    },
    aggregations: {},
  };
}

/** GHL's opportunity routes: search, create, read, update, status, delete. */
export function opportunityRoutes(call: GhlCall): number | undefined {
  const { method, path, parts, url, input, store, reply, refuse, wrongLocation } = call;
  const { opportunities, opportunityJson } = store;
  if (method === 'GET' && path === '/opportunities/search') {
    return wrongLocation(url.searchParams.get('location_id')) || reply(200, search(store, url, call.repeatCursor));
  }
  if (method === 'POST' && path === '/opportunities') {
    const denied = wrongLocation(input.locationId);
    if (denied) return denied;
    const created = store.createOpportunity(input);
    return typeof created === 'string' ? refuse(400, created) : reply(201, { opportunity: opportunityJson(created) });
  }
  if (method === 'PUT' && parts[0] === 'opportunities' && parts[2] === 'status' && parts.length === 3) {
    const opportunity = opportunities.get(parts[1]!);
    if (!opportunity) return refuse(404, 'Opportunity not found');
    // The documented enum of `status` is checked above, with the other published rules.
    opportunity.status = String(input.status) as SandboxOpportunity['status'];
    opportunity.updatedAt = opportunity.lastStatusChangeAt = new Date().toISOString();
    return reply(200, { succeded: true });
  }
  if (parts[0] === 'opportunities' && parts.length === 2) {
    const opportunity = opportunities.get(parts[1]!);
    if (!opportunity) return refuse(404, 'Opportunity not found');
    if (method === 'GET') return reply(200, { opportunity: opportunityJson(opportunity) });
    if (method === 'PUT') {
      const problem = store.updateOpportunity(opportunity, input);
      return problem ? refuse(400, problem) : reply(200, { opportunity: opportunityJson(opportunity) });
    }
    if (method === 'DELETE') {
      opportunities.delete(opportunity.id);
      return reply(200, { succeded: true });
    }
  }
  return undefined;
}
