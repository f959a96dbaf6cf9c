/** A fresh id for one comparison run (random; `crypto.randomUUID` only exists on secure origins). */
export function newRunId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `run-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
