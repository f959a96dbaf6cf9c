import { describe, expect, it } from 'vitest';
import { emptyGhlConfig, makeGhlConfig } from '../../../../test/fixtures';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { buildWebhookUrl } from '../utils/buildWebhookUrl';
import { choosePipeline } from '../utils/choosePipeline';
import { customFieldsErrorMessage } from '../utils/customFieldsErrorMessage';
import { STAGE_MAPPINGS } from '../utils/stageMappings';
import { toGhlConfigDraft } from '../utils/toGhlConfigDraft';
import { toGhlConfigRequest } from '../utils/toGhlConfigRequest';

describe('webhook URL (docs/product.md#webhook-url)', () => {
  it('prepends https:// when the domain has no scheme', () => {
    expect(buildWebhookUrl('portal.example.com')).toBe('https://portal.example.com/api/webhooks/ghl');
  });

  it('keeps an http or https scheme, in any case', () => {
    expect(buildWebhookUrl('http://localhost:4000')).toBe('http://localhost:4000/api/webhooks/ghl');
    expect(buildWebhookUrl('https://api.example.com')).toBe('https://api.example.com/api/webhooks/ghl');
    expect(buildWebhookUrl('HTTPS://api.example.com')).toBe('HTTPS://api.example.com/api/webhooks/ghl');
  });

  it('removes a trailing slash before appending the path', () => {
    expect(buildWebhookUrl('https://api.example.com/')).toBe('https://api.example.com/api/webhooks/ghl');
    expect(buildWebhookUrl('api.example.com/')).toBe('https://api.example.com/api/webhooks/ghl');
  });

  it('trims, and gives nothing for a blank domain', () => {
    expect(buildWebhookUrl('  api.example.com  ')).toBe('https://api.example.com/api/webhooks/ghl');
    expect(buildWebhookUrl('   ')).toBeNull();
    expect(buildWebhookUrl('')).toBeNull();
  });

  it('treats another scheme as part of the domain', () => {
    expect(buildWebhookUrl('ftp.example.com')).toBe('https://ftp.example.com/api/webhooks/ghl');
  });
});

describe('GHL settings rules', () => {
  it('labels the six stage mappings as docs/product.md#stage-mappings does', () => {
    expect(STAGE_MAPPINGS.map(({ key, label }) => [key, label])).toEqual([
      ['underReviewStageId', 'Initial Qualification Stage'],
      ['inUnderwritingStageId', 'Needs Analysis Stage'],
      ['loeSentStageId', 'Lender Submission Stage'],
      ['closedStageId', 'Proposal Stage'],
      ['signedProposalStageId', 'Signed Proposal Stage'],
      ['noShowStageId', 'Underwriting Stage'],
    ]);
  });

  it('choosing another pipeline clears all six stage mappings and nothing else', () => {
    const draft = toGhlConfigDraft(makeGhlConfig());
    const next = choosePipeline(draft, 'pipe-2');
    expect(next).toEqual({
      ...draft,
      pipelineId: 'pipe-2',
      underReviewStageId: '',
      inUnderwritingStageId: '',
      loeSentStageId: '',
      closedStageId: '',
      signedProposalStageId: '',
      noShowStageId: '',
    });
    expect(choosePipeline(draft, 'pipe-1')).toBe(draft);
  });

  it('posts the mask back for untouched secrets and blanks as null', () => {
    expect(toGhlConfigRequest(toGhlConfigDraft(makeGhlConfig()))).toEqual({
      apiKey: '••••1234',
      v2Token: null,
      pipelineId: 'pipe-1',
      calendarId: null,
      locationId: 'loc-1',
      assignedUserId: null,
      onDealDeleted: 'leave',
      underReviewStageId: 'st-qual',
      inUnderwritingStageId: 'st-needs',
      loeSentStageId: 'st-lender',
      closedStageId: 'st-proposal',
      signedProposalStageId: 'st-signed',
      noShowStageId: 'st-under',
    });
    expect(toGhlConfigRequest(toGhlConfigDraft(emptyGhlConfig)).apiKey).toBe('');
  });

  it('words a custom-fields failure with the server error, else its message, else Unknown error', () => {
    expect(customFieldsErrorMessage(new ApiRequestError('x', 502, { error: 'GHL refused', message: 'm' }))).toBe(
      'Failed to fetch custom fields: GHL refused',
    );
    expect(customFieldsErrorMessage(new ApiRequestError('x', 502, { error: '', message: 'Only a message' }))).toBe(
      'Failed to fetch custom fields: Only a message',
    );
    expect(customFieldsErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to fetch custom fields: Unknown error',
    );
  });
});
