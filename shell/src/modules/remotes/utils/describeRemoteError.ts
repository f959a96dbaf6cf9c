/**
 * A short, readable reason for the contained error. The federation runtime's messages carry
 * JSON arguments and documentation links; the full error stays in the console.
 */
export function describeRemoteError(error: Error): string {
  const url = /"resourceUrl":"([^"]+)"/.exec(error.message)?.[1];
  if (url) return `Could not load ${url}`;
  const firstLine = error.message.split('\n')[0]?.trim() || error.name;
  return firstLine.length > 200 ? `${firstLine.slice(0, 199)}…` : firstLine;
}
