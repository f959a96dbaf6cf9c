import type { GhlDealDeletePolicy, GhlDeleteOutcome } from '@portal/contracts';
import type { BadgeTone } from '@portal/web-kit/ui/ToneBadge';

const POLICY_TEXT: Record<GhlDealDeletePolicy, string> = {
  leave: 'Leave as it is',
  markLost: 'Mark lost',
  markAbandoned: 'Mark abandoned',
  delete: 'Delete',
};

const STATE_TEXT: Record<GhlDeleteOutcome['state'], { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'neutral' },
  retrying: { label: 'Retrying', tone: 'warning' },
  succeeded: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** The policy as the table names it ('Unknown' on rows recorded before the policy was kept). */
export function deletePolicyText(policy: GhlDealDeletePolicy | null): string {
  return policy ? POLICY_TEXT[policy] : 'Unknown';
}

/** The state's badge, and the line under it: what was done, GHL's refusal, or the last error while retrying. */
export function deleteOutcomeText(outcome: GhlDeleteOutcome): { label: string; tone: BadgeTone; detail: string } {
  const { label, tone } = STATE_TEXT[outcome.state];
  const detail =
    outcome.state === 'succeeded'
      ? (outcome.action ?? 'Done')
      : outcome.state === 'failed'
        ? (outcome.error ?? 'GHL refused the change')
        : outcome.state === 'retrying'
          ? `Last attempt: ${outcome.error ?? 'GHL did not answer'}`
          : 'Waiting for the background job';
  return { label, tone, detail };
}
