import type { User } from '@portal/contracts';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { SidebarContent } from './SidebarContent';

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`;

const StyledPanel = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  width: min(300px, 86vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  animation: ${slideIn} 180ms ease-out;
`;

const StyledClose = styled.button`
  align-self: flex-end;
  margin: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} 0 0`};
  width: 40px;
  height: 40px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.5rem;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type MobileMenuProps = {
  id: string;
  user: User;
  productName: string;
  onClose: () => void;
};

/**
 * The slide-over menu of small screens: a modal dialog that takes focus, keeps Tab inside,
 * and closes on Escape, on the backdrop and after navigating.
 */
export function MobileMenu({ id, user, productName, onClose }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(function focusCloseButtonOnOpen() {
    closeRef.current?.focus();
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <StyledBackdrop onClick={onClose} data-testid="mobile-menu-backdrop" />
      <StyledPanel id={id} ref={panelRef} role="dialog" aria-modal="true" aria-label="Menu" onKeyDown={handleKeyDown}>
        <StyledClose ref={closeRef} type="button" aria-label="Close menu" onClick={onClose}>
          ×
        </StyledClose>
        <SidebarContent user={user} productName={productName} onNavigate={onClose} />
      </StyledPanel>
    </>
  );
}
