import type { PublicConfig } from '@portal/contracts';
import styled from 'styled-components';
import { Logo } from '../../../ui/Logo';
import { useAuth } from '../hooks/useAuth';
import { useStartSignIn } from '../hooks/useStartSignIn';
import { FallingCharactersCanvas } from './FallingCharactersCanvas';

const StyledScreen = styled.main`
  position: relative;
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledCard = styled.section`
  position: relative;
  z-index: 1;
  width: min(440px, 100%);
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => (theme.mode === 'dark' ? 'rgba(10, 15, 12, 0.82)' : 'rgba(255, 255, 255, 0.9)')};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  backdrop-filter: blur(6px);
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: clamp(1.25rem, 4vw, 1.6rem);
  line-height: 1.3;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledMembersOnly = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.2em;
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledDiscordButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 48px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #5865f2;
  color: #ffffff;
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.08em;
  cursor: pointer;
  transition: background 120ms ease;
  &:hover {
    background: #4752c4;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 3px;
  }
`;

function DiscordIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M20.3 4.4A19.8 19.8 0 0 0 15.4 3l-.6 1.3a18.4 18.4 0 0 0-5.6 0L8.6 3a19.7 19.7 0 0 0-4.9 1.5C.6 9.1-.3 13.6.1 18.1a19.9 19.9 0 0 0 6 3l1.3-2.1c-.7-.3-1.4-.6-2-1l.5-.4a14.2 14.2 0 0 0 12.2 0l.5.4c-.6.4-1.3.7-2 1l1.3 2.1a19.8 19.8 0 0 0 6-3c.5-5.2-.9-9.7-3.6-13.7zM8 15.3c-1.2 0-2.2-1.1-2.2-2.4S6.8 10.5 8 10.5s2.2 1.1 2.2 2.4-1 2.4-2.2 2.4zm8 0c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4z" />
    </svg>
  );
}

export type LoginScreenProps = {
  config: PublicConfig;
};

/** The signed-out screen (docs/product.md#login-screen): members sign in with Discord. */
export function LoginScreen({ config }: LoginScreenProps) {
  const { signInRefused } = useAuth();
  const handleLogin = useStartSignIn(config);
  return (
    <StyledScreen>
      <FallingCharactersCanvas />
      <StyledCard aria-labelledby="login-title">
        <Logo alt={`${config.productName} logo`} size={72} />
        <StyledTitle id="login-title">WELCOME TO {config.productName.toUpperCase()} PORTAL</StyledTitle>
        <StyledMembersOnly>MEMBERS ONLY</StyledMembersOnly>
        {signInRefused && (
          <StyledNotice role="alert">Sign-in expired or was started in another browser. Please try again.</StyledNotice>
        )}
        <StyledDiscordButton type="button" onClick={handleLogin}>
          <DiscordIcon />
          LOGIN WITH DISCORD
        </StyledDiscordButton>
      </StyledCard>
    </StyledScreen>
  );
}
