import styled from 'styled-components';
import { StyledCard } from '../../../ui/Card';

const StyledValue = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  line-height: 1.1;
`;

const StyledDetail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type StatCardProps = {
  title: string;
  value: string;
  detail: string;
};

/** One headline figure of the overview with its supporting numbers. */
export function StatCard({ title, value, detail }: StatCardProps) {
  const id = `stat-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <StyledCard aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <StyledValue>{value}</StyledValue>
      <StyledDetail>{detail}</StyledDetail>
    </StyledCard>
  );
}
