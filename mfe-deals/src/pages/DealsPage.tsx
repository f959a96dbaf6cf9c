import type { RemotePageProps } from '@portal/shell/remote-contract';
import styled from 'styled-components';

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type DealsPageProps = RemotePageProps;

/** The deals page (spec §2). The list, pipeline and dialogs arrive with the deals features. */
export function DealsPage({ user }: DealsPageProps) {
  return (
    <StyledPage aria-labelledby="deals-title">
      <StyledTitle id="deals-title">DEALS</StyledTitle>
      <StyledNote>Signed in as {user.username}.</StyledNote>
    </StyledPage>
  );
}
