import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http';
import type { GhlCall } from './call';
import { refuseUnpublishedCall } from './checks';
import { contactRoutes } from './contacts';
import { bodyOf, ghlError } from './errors';
import type { GhlLimits } from './limits';
import { locationRoutes } from './location';
import { opportunityRoutes } from './opportunities';
import type { GhlStore } from './store';

/** Checked in this order; the first that knows the call answers it. */
const ROUTES = [locationRoutes, opportunityRoutes, contactRoutes];

/**
 * GHL's API: the published checks, the rate limits and faults, then the routes. Answers the call
 * and returns the status sent.
 */
export async function answerGhlCall(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string,
  sandbox: { apiKey: string; store: GhlStore; limits: GhlLimits; repeatCursor: boolean },
): Promise<number> {
  const { store, limits } = sandbox;
  const refused = refuseUnpublishedCall(req, res, url, body, sandbox.apiKey);
  if (refused !== null) return refused;
  const headers = limits.count();
  const failing = limits.failing(req.method, url.pathname);
  const failed = () => {
    const status = limits.failStatus();
    ghlError(res, status, status === 429 ? 'Too Many Requests' : 'Internal Server Error', headers);
    return status;
  };
  if (failing && !limits.failAfterProcessing()) return failed();
  if (limits.overBurst()) {
    ghlError(res, 429, 'Too Many Requests', headers);
    return 429;
  }
  const reply = (status: number, payload: unknown) => {
    if (failing) return failed();
    sendJson(res, status, payload, headers);
    return status;
  };
  const refuse = (status: number, message: string) => {
    if (failing) return failed();
    ghlError(res, status, message, headers);
    return status;
  };
  const wrongLocation = (given: unknown) =>
    given !== store.locationId
      ? refuse(given ? 403 : 422, given ? 'The token does not have access to this location.' : 'locationId is required')
      : 0;

  const path = url.pathname.replace(/\/+$/, '') || '/';
  const call: GhlCall = {
    method: req.method ?? 'GET',
    path,
    parts: path.split('/').filter(Boolean),
    url,
    input: bodyOf(body),
    store,
    repeatCursor: sandbox.repeatCursor,
    reply,
    refuse,
    wrongLocation,
  };
  for (const route of ROUTES) {
    const status = route(call);
    if (status !== undefined) return status;
  }
  return refuse(404, `Cannot ${call.method} ${url.pathname}`);
}
