import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../../../test/fixtures';
import { dealCreatorLabel } from '../dealCreatorLabel';
import { dealDisplayFields } from '../dealDisplayFields';
import { dealDisplayName } from '../dealDisplayName';
import { dealLoanAmount } from '../dealLoanAmount';
import { displayStatus } from '../displayStatus';
import { isActiveDeal } from '../isActiveDeal';
import { statusTone } from '../statusTone';

describe('how a deal is shown', () => {
  it("names a deal by property, opportunity or client name, else 'Unnamed Deal'", () => {
    expect(dealDisplayName(makeDeal({ propertyName: 'Oak Plaza' }))).toBe('Oak Plaza');
    expect(dealDisplayName(makeDeal({ propertyName: null, opportunityName: 'GHL Opp' }))).toBe('GHL Opp');
    expect(dealDisplayName(makeDeal({ propertyName: ' ', opportunityName: null, contactName: 'Cleo Client' }))).toBe(
      'Cleo Client',
    );
    expect(dealDisplayName(makeDeal({ propertyName: null, opportunityName: null, contactName: null }))).toBe(
      'Unnamed Deal',
    );
  });

  it("falls back to the 'application…' twin of a field when the field is empty", () => {
    const fields = dealDisplayFields(
      makeDeal({
        dealType: null,
        applicationDealType: 'Refinance',
        propertyAddress: '',
        applicationPropertyAddress: '9 Twin St',
        loanRequest: null,
        applicationLoanRequest: '750K',
        propertyType: 'Office',
        applicationPropertyType: 'Retail',
      }),
    );
    expect(fields.dealType).toBe('Refinance');
    expect(fields.propertyAddress).toBe('9 Twin St');
    expect(fields.loanRequest).toBe('750K');
    expect(fields.propertyType).toBe('Office');
    expect(dealDisplayFields(makeDeal({ sponsorLiquidity: null })).sponsorLiquidity).toBeNull();
  });

  it('takes loanAmount, else the parsed loan request, else null', () => {
    expect(dealLoanAmount(makeDeal({ loanAmount: 2_000_000, loanRequest: '$1M' }))).toBe(2_000_000);
    expect(dealLoanAmount(makeDeal({ loanAmount: null, loanRequest: '$1.5M' }))).toBe(1_500_000);
    expect(dealLoanAmount(makeDeal({ loanAmount: null, loanRequest: null, applicationLoanRequest: '500K' }))).toBe(
      500_000,
    );
    expect(dealLoanAmount(makeDeal({ loanAmount: null, loanRequest: 'call me' }))).toBeNull();
  });

  it("shows 'Open' for a missing status and colours each known status", () => {
    expect(displayStatus(null)).toBe('Open');
    expect(displayStatus('  ')).toBe('Open');
    expect(statusTone('Open')).toBe('open');
    expect(statusTone('Under Review')).toBe('underReview');
    expect(statusTone('In Underwriting')).toBe('inUnderwriting');
    expect(statusTone('LOE Sent')).toBe('loeSent');
    expect(statusTone('Closed')).toBe('closed');
    expect(statusTone(null)).toBe('open');
    expect(statusTone('On Hold')).toBe('neutral');
  });

  it("counts a deal as active unless its status is 'Closed'", () => {
    expect(isActiveDeal({ status: 'Open' })).toBe(true);
    expect(isActiveDeal({ status: 'LOE Sent' })).toBe(true);
    expect(isActiveDeal({ status: 'Closed' })).toBe(false);
  });

  it("labels the creator by username, else name, else e-mail, else 'Unknown User'", () => {
    const creator = { id: 'u1', username: 'maria.member', name: 'Maria', email: 'maria@example.com' };
    expect(dealCreatorLabel({ createdByUser: creator })).toBe('maria.member');
    expect(dealCreatorLabel({ createdByUser: { ...creator, username: '' } })).toBe('Maria');
    expect(dealCreatorLabel({ createdByUser: { ...creator, username: '', name: null } })).toBe('maria@example.com');
    expect(dealCreatorLabel({ createdByUser: null })).toBe('Unknown User');
    expect(dealCreatorLabel({})).toBe('Unknown User');
  });
});
