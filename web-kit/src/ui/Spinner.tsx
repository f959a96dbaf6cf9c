import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinnerWrapper = styled.div<{ $fullPage: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ $fullPage }) => ($fullPage ? '100vh' : '240px')};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSpinnerRing = styled.span`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export type SpinnerProps = {
  /** Announced to assistive technology and shown under the ring. */
  label: string;
  fullPage?: boolean;
};

export function Spinner({ label, fullPage = false }: SpinnerProps) {
  return (
    <StyledSpinnerWrapper role="status" aria-live="polite" $fullPage={fullPage}>
      <StyledSpinnerRing aria-hidden="true" />
      <span>{label}</span>
    </StyledSpinnerWrapper>
  );
}
