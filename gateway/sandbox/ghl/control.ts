import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http';
import { bodyOf } from './errors';
import type { GhlLimits } from './limits';
import type { GhlStore } from './store';
import type { GhlSandbox } from './types';

/** The sandbox's own control API (not GHL's): state, moving an opportunity, faults. */
export async function answerControlCall(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string,
  sandbox: {
    store: GhlStore;
    limits: GhlLimits;
    webhookUrl: () => string | null;
    moveOpportunity: GhlSandbox['moveOpportunity'];
  },
): Promise<void> {
  const { store, limits } = sandbox;
  const { locationId, pipelines, contacts, opportunities, opportunityJson } = store;
  const parts = url.pathname.split('/').filter(Boolean);
  if (req.method === 'GET' && parts.length === 1) {
    sendJson(res, 200, {
      locationId,
      pipelines,
      contacts: [...contacts.values()],
      opportunities: [...opportunities.values()].map(opportunityJson),
      webhookUrl: sandbox.webhookUrl(),
    });
    return;
  }
  if (req.method === 'POST' && parts[1] === 'opportunities' && parts[3] === 'move') {
    const input = bodyOf(body);
    try {
      const moved = await sandbox.moveOpportunity(parts[2] ?? '', String(input.pipelineStageId ?? ''), {
        notify: input.notify !== false,
      });
      sendJson(res, 200, { opportunity: opportunityJson(moved) });
    } catch (error) {
      sendJson(res, 400, { message: (error as Error).message });
    }
    return;
  }
  if (req.method === 'POST' && parts[1] === 'faults') {
    const input = bodyOf(body);
    const status = input.status === 500 ? 500 : 429;
    if (typeof input.ms === 'number') limits.failFor(input.ms, status);
    else limits.failNext(typeof input.count === 'number' ? input.count : 0, status);
    sendJson(res, 200, { ok: true });
    return;
  }
  sendJson(res, 404, { message: 'unknown sandbox control route' });
}
