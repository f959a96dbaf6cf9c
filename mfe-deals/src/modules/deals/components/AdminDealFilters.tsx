import type { User } from '@portal/contracts';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import type { DealFilter } from '../types/DealFilter';
import { dealOptions } from '../utils/dealOptions';
import { emptyDealFilter } from '../utils/emptyDealFilter';
import { StaleOnlyToggle } from './StaleOnlyToggle';

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 170px), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledError = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/** Shown when the dates are the wrong way round (the gateway's own message). */
export const DATE_RANGE_MESSAGE = 'Start Date must be on or before End Date';

export type AdminDealFiltersProps = {
  filter: DealFilter;
  onChange: (filter: DealFilter) => void;
  users: readonly User[];
  dateRangeInvalid: boolean;
};

/**
 * The admin's filters (docs/product.md#admin-deal-filters): User, Status, Property Type, Start
 * Date, End Date, 'Stale only' (docs/stale-deals.md) and Clear Filters.
 */
export function AdminDealFilters({ filter, onChange, users, dateRangeInvalid }: AdminDealFiltersProps) {
  const set = (key: keyof DealFilter) => (value: string) => onChange({ ...filter, [key]: value });
  const active = Object.values(filter).some((value) => value !== '');
  const userOptions = users
    .map((user) => ({ value: user.id, label: user.name?.trim() || user.username }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <StyledFilters role="search" aria-label="Filter deals">
      <SelectField
        label="User"
        placeholder="All users"
        options={userOptions}
        value={filter.userId}
        onValueChange={set('userId')}
      />
      <SelectField
        label="Status"
        placeholder="All statuses"
        options={dealOptions.filterStatuses}
        value={filter.status}
        onValueChange={set('status')}
      />
      <SelectField
        label="Property Type"
        placeholder="All property types"
        options={dealOptions.filterPropertyTypes}
        value={filter.propertyType}
        onValueChange={set('propertyType')}
      />
      <TextField
        label="Start Date"
        type="date"
        value={filter.startDate}
        max={filter.endDate || undefined}
        onValueChange={set('startDate')}
      />
      <TextField
        label="End Date"
        type="date"
        value={filter.endDate}
        min={filter.startDate || undefined}
        onValueChange={set('endDate')}
      />
      <StaleOnlyToggle
        checked={filter.stale === 'true'}
        onChange={(on) => onChange({ ...filter, stale: on ? 'true' : '' })}
      />
      <StyledButton type="button" $variant="secondary" disabled={!active} onClick={() => onChange(emptyDealFilter)}>
        Clear Filters
      </StyledButton>
      {dateRangeInvalid && <StyledError role="alert">{DATE_RANGE_MESSAGE}</StyledError>}
    </StyledFilters>
  );
}
