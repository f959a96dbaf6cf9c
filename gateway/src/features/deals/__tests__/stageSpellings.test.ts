import { describe, expect, it } from 'vitest';
import { stageSpellingPattern } from '../repository';
import { normaliseStageName } from '../stages';

/** Stage names as older data and GHL imports stored them. */
const STORED = [
  'Qualification',
  'Qualification Stage',
  'Initial Qualification',
  'Initial Qualification Stage',
  'initial qualification stage',
  '  INITIAL   Qualification  ',
  'qualification',
  'Proposal',
  'Proposal Stage',
  'Proposal stage',
  'Proposal STAGE',
  ' Proposal ',
  'Proposal  Stage',
  'Proposal Stage Stage',
  'proposal',
  'Lender Submission',
  'Lender  Submission stage',
  'Lender Submission Stage',
  'Signed Proposal',
  'Signed Proposal Stage',
  'Under (Review) + Stage',
  'Under (Review) +',
  'Stage',
  'Stage Stage',
  'Closing Stages',
];

describe('GET /deals?stage= matches what the pipeline groups under that stage', () => {
  it('a stored name matches the pattern of a stage exactly when normaliseStageName turns it into that stage', () => {
    const stages = [...new Set(STORED.map((name) => normaliseStageName(name)!))];
    for (const stage of stages) {
      const pattern = stageSpellingPattern(stage);
      for (const stored of STORED) {
        expect({ stage, stored, matches: pattern.test(stored) }).toEqual({
          stage,
          stored,
          matches: normaliseStageName(stored) === stage,
        });
      }
    }
  });
});
