import {
  LENDER_TYPE_LABELS,
  LENDER_TYPES,
  LOAN_PURPOSE_LABELS,
  LOAN_PURPOSES,
  PROGRAM_PROPERTY_TYPES,
  US_STATES,
} from '@portal/contracts';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledField } from '../../../ui/Field';
import type { LenderFilters } from '../types/LenderFilters';

const StyledBar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 170px), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledSearch = styled(StyledField)`
  grid-column: 1 / -1;
`;

type Option = { value: string; label: string };

const SELECTS: { name: Exclude<keyof LenderFilters, 'q'>; label: string; any: string; options: Option[] }[] = [
  {
    name: 'type',
    label: 'Type',
    any: 'All types',
    options: LENDER_TYPES.map((value) => ({ value, label: LENDER_TYPE_LABELS[value] })),
  },
  {
    name: 'active',
    label: 'Status',
    any: 'Active and deactivated',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Deactivated' },
    ],
  },
  {
    name: 'state',
    label: 'State',
    any: 'Any state',
    options: US_STATES.map((state) => ({ value: state.code, label: state.name })),
  },
  {
    name: 'propertyType',
    label: 'Property type',
    any: 'Any property type',
    options: PROGRAM_PROPERTY_TYPES.map((value) => ({ value, label: value })),
  },
  {
    name: 'loanPurpose',
    label: 'Loan purpose',
    any: 'Any loan purpose',
    options: LOAN_PURPOSES.map((value) => ({ value, label: LOAN_PURPOSE_LABELS[value] })),
  },
];

export type LenderFiltersBarProps = {
  /** The search box's text as typed (sent once it settles). */
  search: string;
  onSearch: (text: string) => void;
  filters: LenderFilters;
  onFilter: (filters: LenderFilters) => void;
  onClear: () => void;
};

/** Search by name and the list's filters: type, status, and where, on what and for what the programs lend. */
export function LenderFiltersBar({ search, onSearch, filters, onFilter, onClear }: LenderFiltersBarProps) {
  const filtered = search.trim() !== '' || SELECTS.some((select) => filters[select.name] !== '');
  return (
    <StyledBar role="search" aria-label="Find lenders">
      <StyledSearch>
        Search lenders
        <input
          type="search"
          value={search}
          placeholder="Lender name"
          onChange={(event) => onSearch(event.target.value)}
        />
      </StyledSearch>
      {SELECTS.map((select) => (
        <StyledField key={select.name}>
          {select.label}
          <select
            value={filters[select.name]}
            onChange={(event) => onFilter({ ...filters, [select.name]: event.target.value })}
          >
            <option value="">{select.any}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </StyledField>
      ))}
      {filtered ? (
        <StyledButton type="button" $variant="ghost" onClick={onClear}>
          Clear filters
        </StyledButton>
      ) : null}
    </StyledBar>
  );
}
