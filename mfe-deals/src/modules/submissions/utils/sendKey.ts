/** A fresh idempotency key for one send (random; `crypto.randomUUID` only exists on secure origins). */
export function newSendKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `send-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
