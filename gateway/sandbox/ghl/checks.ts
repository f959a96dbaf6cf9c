import type { IncomingMessage, ServerResponse } from 'node:http';
import { endpointKey, matchEndpoint, violationsOf } from '../ghlPublishedApi';
import { ghlError, ghlUnprocessable } from './errors';

/**
 * What GHL checks before it does anything: the private-integration token, a documented endpoint,
 * its `Version`, a JSON body where one is taken, and the published rules of parameters and body
 * (`ghlPublishedApi.ts`). Answers the refusal and returns its status, or null when the call passes.
 */
export function refuseUnpublishedCall(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string,
  apiKey: string,
): number | null {
  const auth = req.headers.authorization ?? '';
  if (auth !== `Bearer ${apiKey}`) {
    ghlError(res, 401, 'Invalid JWT');
    return 401;
  }
  const documented = matchEndpoint(req.method ?? 'GET', url.pathname);
  if (!documented) {
    ghlError(res, 404, `Cannot ${req.method ?? 'GET'} ${url.pathname}`);
    return 404;
  }
  const version = req.headers.version;
  if (!version) {
    ghlError(res, 400, 'Version header was not found');
    return 400;
  }
  if (version !== documented.endpoint.version) {
    ghlError(
      res,
      400,
      `Version ${String(version)} is not supported by ${endpointKey(documented.endpoint)}; it takes ${documented.endpoint.version}`,
    );
    return 400;
  }
  let parsed: unknown = undefined;
  if (documented.endpoint.body) {
    try {
      parsed = body ? JSON.parse(body) : undefined;
    } catch {
      ghlError(res, 400, 'Unexpected token in JSON body');
      return 400;
    }
  }
  const violations = violationsOf(documented.endpoint, url.searchParams, parsed);
  if (violations.length > 0) {
    ghlUnprocessable(res, violations);
    return 422;
  }
  return null;
}
