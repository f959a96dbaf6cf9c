import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const StyledWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: min(100%, 220px);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledTrack = styled.div`
  position: relative;
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const StyledFill = styled.div<{ $percent: number | null }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${({ $percent }) => ($percent === null ? '40%' : `${$percent}%`)};
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 120ms linear;
  animation: ${({ $percent }) => ($percent === null ? slide : 'none')} 1.2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export type ProgressBarProps = {
  /** What is in progress, e.g. "Exporting deals". */
  label: string;
  /** 0–100, or null while the amount of work is not known yet. */
  percent: number | null;
};

/** A progress bar with its text; indeterminate while `percent` is null. */
export function ProgressBar({ label, percent }: ProgressBarProps) {
  const rounded = percent === null ? null : Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <StyledWrapper>
      <span aria-hidden="true">{rounded === null ? `${label}…` : `${label}… ${rounded}%`}</span>
      <StyledTrack
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(rounded === null ? {} : { 'aria-valuenow': rounded })}
      >
        <StyledFill $percent={rounded} />
      </StyledTrack>
    </StyledWrapper>
  );
}
