import type { OneDriveReturn } from './parseOneDriveReturn';

/** The toast after the OneDrive authorization (spec §8). */
export function oneDriveReturnMessage(outcome: OneDriveReturn): string {
  return outcome.kind === 'success'
    ? `OneDrive connected successfully! Connected as: ${outcome.email ?? 'Unknown user'}`
    : `OneDrive connection failed: ${outcome.reason}`;
}
