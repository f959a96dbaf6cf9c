import type { User } from '@portal/contracts';
import { useCallback, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { usePublicConfig } from '../../config/hooks/usePublicConfig';
import { NotificationSettingsProvider } from '../../notifications/components/NotificationSettingsProvider';
import { mobileMedia } from '@portal/web-kit/theme';
import { Header } from './Header';
import { MobileMenu } from './MobileMenu';
import { SidebarContent } from './SidebarContent';

const MOBILE_MENU_ID = 'mobile-menu';

const StyledSidebar = styled.aside`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.sidebar};
  width: ${({ theme }) => theme.layout.sidebarWidth};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow-y: auto;
  ${mobileMedia} {
    display: none;
  }
`;

const StyledMain = styled.div`
  margin-left: ${({ theme }) => theme.layout.sidebarWidth};
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  ${mobileMedia} {
    margin-left: 0;
  }
`;

const StyledContent = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space.lg};
  ${mobileMedia} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export type AppLayoutProps = {
  user: User;
};

/** The signed-in frame: fixed sidebar on desktop, slide-over menu on mobile, header, page. */
export function AppLayout({ user }: AppLayoutProps) {
  const { data: config } = usePublicConfig();
  const productName = config?.productName ?? 'Portal';
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const handleOpenMenu = useCallback(() => setIsMenuOpen(true), []);
  const handleCloseMenu = useCallback(() => {
    setIsMenuOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  return (
    <NotificationSettingsProvider>
      <StyledSidebar aria-label="Sidebar">
        <SidebarContent user={user} productName={productName} />
      </StyledSidebar>
      {isMenuOpen && <MobileMenu id={MOBILE_MENU_ID} user={user} productName={productName} onClose={handleCloseMenu} />}
      <StyledMain>
        <Header
          productName={productName}
          isMenuOpen={isMenuOpen}
          menuId={MOBILE_MENU_ID}
          menuButtonRef={menuButtonRef}
          onOpenMenu={handleOpenMenu}
        />
        <StyledContent id="main-content">
          <Outlet />
        </StyledContent>
      </StyledMain>
    </NotificationSettingsProvider>
  );
}
