import { describe, expect, it } from 'vitest';
import { lightTheme } from '@portal/web-kit/theme';
import { displayStage } from '../displayStage';
import { isRecentStageUpdate } from '../isRecentStageUpdate';
import { normalizeStage } from '../normalizeStage';
import { stageColor } from '../stageColor';

describe('stages (docs/product.md#pipeline-stages)', () => {
  it("drops a trailing ' Stage' and maps 'Initial Qualification Stage' to Qualification", () => {
    expect(normalizeStage('Underwriting Stage')).toBe('Underwriting');
    expect(normalizeStage('Signed Proposal Stage')).toBe('Signed Proposal');
    expect(normalizeStage('Initial Qualification Stage')).toBe('Qualification');
    expect(normalizeStage('Proposal')).toBe('Proposal');
    expect(normalizeStage('  Needs Analysis  ')).toBe('Needs Analysis');
    expect(normalizeStage('Custom Review')).toBe('Custom Review');
  });

  it('has no stage for empty values', () => {
    expect(normalizeStage(null)).toBeNull();
    expect(normalizeStage('')).toBeNull();
    expect(normalizeStage('   ')).toBeNull();
  });

  it("shows 'Qualification' on a badge when the deal has no stage", () => {
    expect(displayStage(null)).toBe('Qualification');
    expect(displayStage('Lender Submission Stage')).toBe('Lender Submission');
  });

  it('counts a stage change of the last 7 days as recent', () => {
    const now = new Date('2026-04-10T12:00:00Z');
    expect(isRecentStageUpdate('2026-04-10T11:00:00Z', now)).toBe(true);
    expect(isRecentStageUpdate('2026-04-03T12:00:00Z', now)).toBe(true);
    expect(isRecentStageUpdate('2026-04-03T11:59:00Z', now)).toBe(false);
    expect(isRecentStageUpdate('2026-05-01T00:00:00Z', now)).toBe(false);
    expect(isRecentStageUpdate(null, now)).toBe(false);
    expect(isRecentStageUpdate('garbage', now)).toBe(false);
  });

  it('gives pipeline stages their colour and unknown stages grey', () => {
    expect(stageColor('Underwriting', lightTheme)).toBe(lightTheme.colors.chart[0]);
    expect(stageColor('Qualification', lightTheme)).toBe(lightTheme.colors.chart[5]);
    expect(stageColor('Custom Review', lightTheme)).toBe(lightTheme.colors.status.neutral);
    expect(stageColor('No Stage', lightTheme)).toBe(lightTheme.colors.status.neutral);
  });
});
