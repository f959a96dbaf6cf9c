import { describe, expect, it } from 'vitest';
import { makeOpportunity } from '../../../../test/fixtures';
import { filterOpportunities } from '../utils/filterOpportunities';

const maple = makeOpportunity({
  id: 'maple',
  name: 'Maple Court Refinance',
  contact: { name: 'Jane Client', email: 'jane@clients.example' },
  pipelineName: 'Loan Pipeline',
});
const oak = makeOpportunity({
  id: 'oak',
  name: 'Oak Plaza',
  contact: { name: 'Omar Owner', email: 'omar@owners.example' },
  pipelineName: 'Bridge Loans',
});
const orphan = makeOpportunity({ id: 'orphan', name: 'No contact deal', contact: null, pipelineName: null });
const all = [maple, oak, orphan];
const ids = (search: string) => filterOpportunities(all, search).map((o) => o.id);

describe('opportunity search (docs/product.md#ghl-import-and-settings)', () => {
  it('matches the opportunity name, case-insensitively', () => {
    expect(ids('maple')).toEqual(['maple']);
    expect(ids('OAK PLAZA')).toEqual(['oak']);
  });

  it('matches the contact name', () => {
    expect(ids('jane client')).toEqual(['maple']);
  });

  it('matches the contact e-mail', () => {
    expect(ids('@OWNERS.example')).toEqual(['oak']);
  });

  it('matches the pipeline name', () => {
    expect(ids('bridge')).toEqual(['oak']);
    expect(ids('loan')).toEqual(['maple', 'oak']);
  });

  it('a blank search keeps everything; opportunities without contact or pipeline do not break it', () => {
    expect(ids('  ')).toEqual(['maple', 'oak', 'orphan']);
    expect(ids('no contact')).toEqual(['orphan']);
    expect(ids('zzz')).toEqual([]);
  });
});
