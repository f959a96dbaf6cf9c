import { describe, expect, it } from 'vitest';
import type { LenderQuoteTerms } from '@portal/contracts';
import { amortisationText, dscrText, rateText } from '../quoteText';

const fixed = { rateType: 'fixed', ratePercent: 6.25, index: null, spreadBps: null } as LenderQuoteTerms;
const floating = { rateType: 'floating', ratePercent: null, index: 'SOFR', spreadBps: 250 } as LenderQuoteTerms;

describe('quote texts', () => {
  it('reads a fixed rate as quoted and a floating one with the rate in effect', () => {
    expect(rateText(fixed, { ratePercent: 6.25 })).toBe('6.25 %');
    expect(rateText(floating, { ratePercent: 6.8 })).toBe('SOFR + 2.50 % (6.80 % in effect)');
  });

  it('reads amortisation 0 as interest-only throughout, and a DSCR without NOI as unknown', () => {
    expect(amortisationText(0)).toBe('Interest-only throughout');
    expect(amortisationText(360)).toBe('360 months');
    expect(dscrText(1.384)).toBe('1.38x');
    expect(dscrText(null)).toBe('Not known (the deal has no NOI)');
  });
});
