import type { PipelineStage } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { orderPipelineStages } from '../orderPipelineStages';

const stage = (name: string, count = 1, overrides: Partial<PipelineStage> = {}): PipelineStage => ({
  stage: name,
  count,
  totalAmount: 1_000_000 * count,
  propertyTypes: [{ name: 'Office', count }],
  lastStageUpdate: null,
  ...overrides,
});

describe('pipeline sections from the stage headers', () => {
  it('always lists the six stages in the order of docs/product.md#pipeline-stages, then unknown stages by name, then No Stage', () => {
    const sections = orderPipelineStages({
      total: 9,
      stages: [
        stage('Zeta Review'),
        stage('No Stage'),
        stage('Alpha Check'),
        stage('Underwriting', 5),
        stage('Qualification'),
      ],
    });
    expect(sections.map((section) => section.stage)).toEqual([
      'Underwriting',
      'Signed Proposal',
      'Proposal',
      'Lender Submission',
      'Needs Analysis',
      'Qualification',
      'Alpha Check',
      'Zeta Review',
      'No Stage',
    ]);
    expect(sections.map((section) => section.known)).toEqual([true, true, true, true, true, true, false, false, false]);
    expect(sections[0]).toEqual({
      stage: 'Underwriting',
      known: true,
      count: 5,
      totalAmount: 5_000_000,
      propertyTypes: ['Office'],
      lastStageUpdate: null,
    });
    expect(sections[1]).toMatchObject({ count: 0, totalAmount: 0, propertyTypes: [], lastStageUpdate: null });
  });

  it('has no No Stage section when every deal has a stage', () => {
    const sections = orderPipelineStages({ total: 1, stages: [stage('Proposal')] });
    expect(sections.map((section) => section.stage)).not.toContain('No Stage');
  });

  it('keeps the property types in the order the gateway gave (most frequent first)', () => {
    const [underwriting] = orderPipelineStages({
      total: 3,
      stages: [
        stage('Underwriting', 3, {
          propertyTypes: [
            { name: 'Retail', count: 2 },
            { name: 'Office', count: 1 },
          ],
        }),
      ],
    });
    expect(underwriting?.propertyTypes).toEqual(['Retail', 'Office']);
  });
});
