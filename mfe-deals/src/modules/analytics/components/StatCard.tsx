import { useId } from 'react';
import { StyledFigure, StyledPanel, StyledPanelTitle } from './panelStyles';

export type StatCardProps = { title: string; value: string };

/** One figure of the dashboard, labelled by its title. */
export function StatCard({ title, value }: StatCardProps) {
  const titleId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>{title}</StyledPanelTitle>
      <StyledFigure>{value}</StyledFigure>
    </StyledPanel>
  );
}
