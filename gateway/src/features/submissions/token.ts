import { createHash, randomBytes } from 'node:crypto';

/** A room link's token: 32 random bytes (256 bits), base64url (43 characters). */
export const newRoomToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token and looked up by: its SHA-256 (a fast hash fits a 256-bit random secret). */
export const hashRoomToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The submission id of one contact in one send: the same deal, contact and client send key give
 * the same id on any instance, so a repeated send finds what the first one stored.
 */
export const submissionIdOf = (dealId: string, contactId: string, sendKey: string): string =>
  `sub_${createHash('sha256').update(`${dealId}\n${contactId}\n${sendKey}`, 'utf8').digest('base64url').slice(0, 32)}`;

/** Replaced in a submission e-mail's stored text by the token, unsealed when the e-mail is sent. */
export const ROOM_TOKEN_PLACEHOLDER = '{{roomToken}}';
