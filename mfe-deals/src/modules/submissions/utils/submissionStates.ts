import type { LenderSubmissionState } from '@portal/contracts';
import type { BadgeTone } from '@portal/web-kit/ui/ToneBadge';

/** How each state of a submission reads, and the tone of its badge. */
export const SUBMISSION_STATES: Readonly<Record<LenderSubmissionState, { label: string; tone: BadgeTone }>> = {
  sent: { label: 'Sent', tone: 'neutral' },
  opened: { label: 'Opened', tone: 'neutral' },
  viewedDocuments: { label: 'Viewed documents', tone: 'neutral' },
  interested: { label: 'Interested', tone: 'success' },
  passed: { label: 'Passed', tone: 'warning' },
  quoted: { label: 'Quoted', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  revoked: { label: 'Revoked', tone: 'danger' },
};

/** The default message to lenders: short, and the same for every contact (the admin may change it). */
export function defaultSubmissionMessage(dealNumber: string): string {
  return `We would value your view on deal ${dealNumber}. The link below opens its summary and documents, where you can tell us whether you are interested, pass, or send a quote.`;
}
