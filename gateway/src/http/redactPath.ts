/** A path as logs and error bodies show it: a deal-room link's token is a secret and never shown. */
export const redactPath = (path: string): string => path.replace(/^\/rooms\/[^/]+/, '/rooms/[token]');
