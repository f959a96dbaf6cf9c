import type { RefObject } from 'react';
import styled from 'styled-components';
import { Logo } from '../../../ui/Logo';
import { desktopMedia } from '@portal/web-kit/theme';
import { NotificationBell } from '../../notifications/components/NotificationBell';
import { ThemeToggle } from '../../theme/components/ThemeToggle';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledMenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${desktopMedia} {
    display: none;
  }
`;

const StyledMobileBrand = styled.div`
  ${desktopMedia} {
    display: none;
  }
`;

const StyledSpacer = styled.div`
  flex: 1;
`;

function MenuIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

export type HeaderProps = {
  productName: string;
  isMenuOpen: boolean;
  menuId: string;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onOpenMenu: () => void;
};

/** The top bar: the mobile menu button and logo on small screens, the notification bell and theme toggle always. */
export function Header({ productName, isMenuOpen, menuId, menuButtonRef, onOpenMenu }: HeaderProps) {
  return (
    <StyledHeader>
      <StyledMenuButton
        ref={menuButtonRef}
        type="button"
        aria-label="Open menu"
        aria-expanded={isMenuOpen}
        aria-controls={menuId}
        onClick={onOpenMenu}
      >
        <MenuIcon />
      </StyledMenuButton>
      <StyledMobileBrand>
        <Logo alt={`${productName} logo`} size={32} />
      </StyledMobileBrand>
      <StyledSpacer />
      <NotificationBell />
      <ThemeToggle />
    </StyledHeader>
  );
}
