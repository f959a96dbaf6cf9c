import type { ServerResponse } from 'node:http';
import { sendJson } from '../http';

/** GHL's error bodies: BadRequestDTO/UnauthorizedDTO `{ statusCode, message }`, UnprocessableDTO with a list of messages. */
export const ghlError = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) =>
  sendJson(
    res,
    status,
    status === 401 ? { statusCode: status, message, error: 'Unauthorized' } : { statusCode: status, message },
    headers,
  );
export const ghlUnprocessable = (res: ServerResponse, messages: string[], headers: Record<string, string> = {}) =>
  sendJson(res, 422, { statusCode: 422, message: messages, error: 'Unprocessable Entity' }, headers);

/** A JSON object body, or `{}` for anything else. */
export const bodyOf = (text: string): Record<string, unknown> => {
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
