import type { User } from '@portal/contracts';
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { useSignOut } from '../hooks/useSignOut';

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.overlay};
`;

const StyledDialog = styled.section`
  width: min(460px, 100%);
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  text-align: center;
`;

const StyledTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledDebug = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type AccessPendingModalProps = {
  user: User;
};

/**
 * Shown on every path to a signed-in user who is not whitelisted yet
 * (docs/product.md#access-pending).
 */
export function AccessPendingModal({ user }: AccessPendingModalProps) {
  const { signOut, isSigningOut } = useSignOut();
  const signOutRef = useRef<HTMLButtonElement>(null);

  // In the same commit as the dialog, so it is never on screen without focus on its one action.
  useLayoutEffect(function focusSignOut() {
    signOutRef.current?.focus();
  }, []);

  return (
    <StyledBackdrop>
      <StyledDialog
        role="dialog"
        aria-modal="true"
        aria-labelledby="access-pending-title"
        aria-describedby="access-pending-text"
      >
        <StyledTitle id="access-pending-title">Access Pending</StyledTitle>
        <StyledText id="access-pending-text">
          Your account is pending approval. Please contact an administrator to get access to the Portal.
        </StyledText>
        <StyledDebug data-testid="access-debug">
          isWhitelisted: {String(user.isWhitelisted)}, isAdmin: {String(user.isAdmin)}
        </StyledDebug>
        <StyledButton ref={signOutRef} type="button" onClick={() => void signOut()} disabled={isSigningOut}>
          Sign Out
        </StyledButton>
      </StyledDialog>
    </StyledBackdrop>
  );
}
