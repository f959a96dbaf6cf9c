import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.text};
`;

export type DealsHeaderProps = { actions?: ReactNode };

/** The page title DEALS and the page's actions. */
export function DealsHeader({ actions }: DealsHeaderProps) {
  return (
    <StyledHeader>
      <StyledTitle id="deals-title">DEALS</StyledTitle>
      {actions}
    </StyledHeader>
  );
}
