import type { OneDriveReturn } from './parseOneDriveReturn';

/** The toast after the OneDrive authorization (docs/product.md#onedrive-connection). */
export function oneDriveReturnMessage(outcome: OneDriveReturn): string {
  return outcome.kind === 'success'
    ? `OneDrive connected successfully! Connected as: ${outcome.email ?? 'Unknown user'}`
    : `OneDrive connection failed: ${outcome.reason}`;
}
