import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../../../test/fixtures';
import type { DealFormValues } from '../../types/DealFormValues';
import { dealToFormValues } from '../dealToFormValues';
import { adminDealsQuery } from '../../api/adminDealsQuery';
import { emptyDealFilter } from '../emptyDealFilter';
import { emptyDealForm } from '../emptyDealForm';
import { filterToQuery } from '../filterToQuery';
import { optionsWithCurrent } from '../optionsWithCurrent';
import { splitContactName } from '../splitContactName';
import { toDealRequest } from '../toDealRequest';
import { INVALID_EMAIL, validateDealForm } from '../validateDealForm';

const complete: DealFormValues = {
  ...emptyDealForm,
  clientFirstName: 'Cleo',
  clientLastName: 'Client',
  clientPhone: '555-0100',
  clientEmail: 'cleo@example.com',
  propertyAddress: '1 Harbor Way',
  loanRequest: '$1.5M',
};

describe('deal form rules (docs/product.md#deal-form-validation)', () => {
  it('requires the five client and property fields, and the loan request on create', () => {
    expect(validateDealForm(emptyDealForm, 'create')).toEqual({
      clientFirstName: 'First Name is required',
      clientLastName: 'Last Name is required',
      clientPhone: 'Phone Number is required',
      clientEmail: 'Email Address is required',
      propertyAddress: 'Property Address is required',
      loanRequest: 'Loan Request is required',
    });
  });

  it('does not require the loan request on edit', () => {
    const errors = validateDealForm(emptyDealForm, 'edit');
    expect(errors.loanRequest).toBeUndefined();
    expect(Object.keys(errors)).toHaveLength(5);
    expect(validateDealForm({ ...complete, loanRequest: '' }, 'edit')).toEqual({});
  });

  it('treats blank text as missing', () => {
    expect(validateDealForm({ ...complete, clientFirstName: '   ' }, 'create')).toEqual({
      clientFirstName: 'First Name is required',
    });
  });

  it('leaves the optional fields optional', () => {
    expect(validateDealForm(complete, 'create')).toEqual({});
  });

  it('asks the create form for a plausible e-mail address, as the gateway does', () => {
    expect(validateDealForm({ ...complete, clientEmail: 'cleo@' }, 'create')).toEqual({ clientEmail: INVALID_EMAIL });
    expect(validateDealForm({ ...complete, clientEmail: 'cleo@' }, 'edit')).toEqual({});
  });
});

describe('form values and payloads', () => {
  it('splits the client name on spaces: the first word, then the rest', () => {
    expect(splitContactName('Cleo Client')).toEqual({ firstName: 'Cleo', lastName: 'Client' });
    expect(splitContactName('Mary Ann  van Dyke')).toEqual({ firstName: 'Mary', lastName: 'Ann van Dyke' });
    expect(splitContactName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitContactName(null)).toEqual({ firstName: '', lastName: '' });
  });

  it('starts the edit form from what the deal shows, application twins included', () => {
    const values = dealToFormValues(
      makeDeal({ dealType: null, applicationDealType: 'Bridge', additionalInformation: 'Needs speed' }),
    );
    expect(values).toMatchObject({
      clientFirstName: 'Cleo',
      clientLastName: 'Client',
      clientPhone: '555-0100',
      clientEmail: 'cleo@example.com',
      dealType: 'Bridge',
      propertyType: 'Multifamily',
      loanRequest: '$1.5M',
      anyAdditionalInformation: 'Needs speed',
    });
  });

  it('sends every field trimmed (an emptied field clears it), and no underwriting field left empty', () => {
    const { clientFirstName, clientLastName, clientPhone, clientEmail, propertyAddress, loanRequest } = complete;
    expect(toDealRequest({ ...complete, clientFirstName: ' Cleo ', propertyVintage: '' })).toEqual({
      clientFirstName,
      clientLastName,
      clientPhone,
      clientEmail,
      propertyAddress,
      loanRequest,
      dealType: '',
      propertyType: '',
      propertyVintage: '',
      sponsorNetWorth: '',
      sponsorLiquidity: '',
      anyAdditionalInformation: '',
    });
  });

  it('keeps the current value selectable in the edit option lists', () => {
    expect(optionsWithCurrent(['Purchase', 'Refinance'], 'Acquisition')).toEqual([
      'Acquisition',
      'Purchase',
      'Refinance',
    ]);
    expect(optionsWithCurrent(['Purchase', 'Refinance'], 'Refinance')).toEqual(['Purchase', 'Refinance']);
    expect(optionsWithCurrent(['Purchase'], '')).toEqual(['Purchase']);
    expect(optionsWithCurrent(['Purchase'], null)).toEqual(['Purchase']);
  });

  it('sends only the admin filters that are set', () => {
    expect(
      filterToQuery({
        userId: '',
        status: 'Open',
        propertyType: '',
        startDate: '2026-03-01',
        endDate: ' ',
        q: ' harbor ',
        stale: '',
      }),
    ).toEqual({ status: 'Open', startDate: '2026-03-01', q: 'harbor' });
  });

  it('sends Stale only to the gateway as the boolean the contract names', () => {
    expect(adminDealsQuery(filterToQuery({ ...emptyDealFilter, status: 'Open', stale: 'true' }))).toEqual({
      status: 'Open',
      stale: true,
    });
    expect(adminDealsQuery(filterToQuery({ ...emptyDealFilter, status: 'Open' }))).toEqual({ status: 'Open' });
  });
});
