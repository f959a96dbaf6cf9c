import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { mobileMedia } from '../theme/themes';
import { useFocusTrap } from './useFocusTrap';

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.overlay};

  ${mobileMedia} {
    padding: 0;
  }
`;

/** The raised surface of dialogs and popovers (the Modal, the notification panel). */
export const overlaySurface = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.overlay};

  &:focus {
    outline: none;
  }
`;

const StyledDialog = styled.div<{ $width: string }>`
  display: flex;
  flex-direction: column;
  width: min(100%, ${({ $width }) => $width});
  margin: auto 0;
  ${overlaySurface}

  ${mobileMedia} {
    min-height: 100%;
    border-radius: 0;
  }
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: 0.02em;
`;

const StyledClose = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

export type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Maximum width, e.g. '720px'. */
  width?: string;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (confirmations). */
  describedBy?: string;
};

/**
 * A modal dialog in a portal: labelled by its title, focus kept inside (Tab wraps), Escape and
 * the close button close it, and focus returns to the opener afterwards.
 */
export function Modal({ title, onClose, children, width = '720px', role = 'dialog', describedBy }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, true, onClose);

  function handleBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return createPortal(
    <StyledBackdrop onMouseDown={handleBackdropMouseDown}>
      <StyledDialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $width={width}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          <StyledClose type="button" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </StyledClose>
        </StyledHeader>
        <StyledBody>{children}</StyledBody>
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  );
}
