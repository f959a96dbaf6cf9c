import type { User } from '@portal/contracts';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { GuardedLink } from '../../unsavedChanges/components/GuardedLink';
import { navigationItems } from '../utils/navigationItems';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLink = styled(GuardedLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  letter-spacing: 0.02em;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

export type NavigationLinksProps = {
  user: User;
  /** Called after a link is followed (closes the mobile menu). */
  onNavigate?: () => void;
};

export function NavigationLinks({ user, onNavigate }: NavigationLinksProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main">
      <StyledList>
        {navigationItems(user).map((item) => (
          <li key={item.to}>
            <StyledLink
              to={item.to}
              aria-current={item.activePaths.includes(pathname) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </StyledLink>
          </li>
        ))}
      </StyledList>
    </nav>
  );
}
