/** What the gateway's OneDrive callback put in the address when it sent the admin back. */
export type OneDriveReturn = { kind: 'success'; email: string | null } | { kind: 'error'; reason: string };

/** The query keys of the return (contract: oneDriveCallback). */
export const ONEDRIVE_RETURN_KEYS = ['onedrive', 'email', 'message'] as const;

/** `?onedrive=success&email=…` or `?onedrive=error&message=…`; null when the address holds neither. */
export function parseOneDriveReturn(params: URLSearchParams): OneDriveReturn | null {
  const flag = params.get('onedrive');
  if (flag === 'success') return { kind: 'success', email: params.get('email')?.trim() || null };
  if (flag === 'error') return { kind: 'error', reason: params.get('message')?.trim() || 'Unknown error' };
  return null;
}
