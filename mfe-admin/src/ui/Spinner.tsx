import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 120px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledRing = styled.span`
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export type SpinnerProps = {
  label: string;
};

/** A loading state announced to assistive technology. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <StyledSpinner role="status" aria-live="polite">
      <StyledRing aria-hidden="true" />
      <span>{label}</span>
    </StyledSpinner>
  );
}
