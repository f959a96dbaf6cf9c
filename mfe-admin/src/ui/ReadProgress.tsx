import styled from 'styled-components';

const StyledProgress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  progress {
    flex: 1;
    max-width: 320px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export type ReadProgressProps = {
  /** Names the bar for screen readers, e.g. "Opportunities read from GHL". */
  label: string;
  /** What is shown beside the bar, e.g. "Reading from GHL: 300 of 1,200 opportunities". */
  text: string;
  read: number;
  /** Null while the end is not known yet (the bar then measures against what was read). */
  total: number | null;
};

/** How far a long read has come: a native progress bar and a sentence beside it. */
export function ReadProgress({ label, text, read, total }: ReadProgressProps) {
  return (
    <StyledProgress>
      <progress aria-label={label} max={Math.max(total ?? read, 1)} value={read} />
      <span>{text}</span>
    </StyledProgress>
  );
}
