import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http';

/** Reads a request body as bytes, refusing more than `limit`. */
export async function readBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export const graphError = (res: ServerResponse, status: number, code: string, message: string) =>
  sendJson(res, status, {
    error: { code, message, innerError: { date: new Date().toISOString(), 'request-id': randomUUID() } },
  });

/** The identity platform's error body: `error`, an AADSTS description, its number, and trace ids. */
export const identityError = (
  res: ServerResponse,
  status: number,
  error: string,
  aadsts: number,
  description: string,
) =>
  sendJson(res, status, {
    error,
    error_description: `AADSTS${aadsts}: ${description}`,
    error_codes: [aadsts],
    timestamp: new Date()
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, 'Z'),
    trace_id: randomUUID(),
    correlation_id: randomUUID(),
  });
