import type { User } from '@portal/contracts';
import styled from 'styled-components';
import { Logo } from '../../../ui/Logo';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { useSignOut } from '../../auth/hooks/useSignOut';
import { NotificationSettingsButton } from '../../notifications/components/NotificationSettingsButton';
import { NavigationLinks } from './NavigationLinks';
import { ReleaseVersion } from './ReleaseVersion';
import { UserCard } from './UserCard';

const StyledContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: 700;
  letter-spacing: 0.06em;
`;

const StyledSpacer = styled.div`
  flex: 1;
`;

const StyledLogout = styled(StyledButton)`
  width: 100%;
`;

export type SidebarContentProps = {
  user: User;
  productName: string;
  onNavigate?: () => void;
};

/** What the desktop sidebar and the mobile menu both hold. */
export function SidebarContent({ user, productName, onNavigate }: SidebarContentProps) {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <StyledContent>
      <StyledBrand>
        <Logo alt={`${productName} logo`} size={36} />
        <span>{productName.toUpperCase()}</span>
      </StyledBrand>
      <UserCard user={user} />
      <NavigationLinks user={user} {...(onNavigate ? { onNavigate } : {})} />
      <StyledSpacer />
      <NotificationSettingsButton onNavigate={onNavigate} />
      <StyledLogout type="button" $variant="secondary" onClick={() => void signOut()} disabled={isSigningOut}>
        Logout
      </StyledLogout>
      <ReleaseVersion />
    </StyledContent>
  );
}
