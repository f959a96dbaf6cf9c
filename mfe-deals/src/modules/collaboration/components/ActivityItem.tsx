import styled from 'styled-components';
import { formatDateTime } from '@portal/web-kit/format/formatDateTime';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import type { DealActivity } from '../types/CollaborationTypes';
import { activitySourceLabel } from '../utils/activitySourceLabel';
import { activitySummary } from '../utils/activitySummary';
import { changeValueText } from '../utils/changeValueText';
import { StyledChip, StyledMeta } from './collaborationStyles';

const StyledItem = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 0 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  &:last-child {
    padding-bottom: 0;
  }
  &::before {
    content: '';
    position: absolute;
    left: -6px;
    top: 0.35rem;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const StyledHeadline = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  overflow-wrap: anywhere;
`;

const StyledChanges = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    overflow-wrap: anywhere;
  }
`;

const StyledLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledOld = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: line-through;
`;

export type ActivityItemProps = { activity: DealActivity };

/**
 * One timeline entry: who, what, by what source, when, and each field's old → new value. A
 * duplicate flag's details are for admins only: a member never reads anything of the other deal.
 */
export function ActivityItem({ activity }: ActivityItemProps) {
  const { user } = useDealsServices();
  const source = activitySourceLabel(activity.source);
  const changes = activity.kind === 'duplicateFlagged' && !user.isAdmin ? [] : activity.changes;
  return (
    <StyledItem>
      <StyledHeadline>
        <strong>{activity.actor.name}</strong>
        <span>{activitySummary(activity, { isAdmin: user.isAdmin })}</span>
        <StyledChip aria-label={`Source: ${source}`}>{source}</StyledChip>
      </StyledHeadline>
      <StyledMeta>
        <time dateTime={activity.createdAt}>{formatDateTime(activity.createdAt)}</time>
      </StyledMeta>
      {changes.length > 0 && (
        <StyledChanges aria-label="Changes">
          {changes.map((change) => (
            <li key={change.field}>
              <StyledLabel>{change.label}:</StyledLabel> <StyledOld>{changeValueText(change, change.from)}</StyledOld> →{' '}
              <strong>{changeValueText(change, change.to)}</strong>
            </li>
          ))}
        </StyledChanges>
      )}
    </StyledItem>
  );
}
