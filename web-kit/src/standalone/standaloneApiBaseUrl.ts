/** The gateway of standalone mode: `?api=<origin>` or the loopback default. */
export function standaloneApiBaseUrl(): string {
  return new URLSearchParams(window.location.search).get('api') ?? 'http://localhost:4000';
}
