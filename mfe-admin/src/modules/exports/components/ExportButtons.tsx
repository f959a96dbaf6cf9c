import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { ProgressBar } from '../../../ui/ProgressBar';
import { useCsvExport } from '../hooks/useCsvExport';
import { exportLabel } from '../utils/exportLabel';

const StyledExports = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  /* The idle progress region takes no room, so the buttons line up with the title when they wrap. */
  > [aria-live]:empty {
    position: absolute;
  }
`;

export type ExportButtonsProps = {
  /** How many deals and users there are: null when unknown (figures failed), undefined while loading. */
  dealsCount: number | null | undefined;
  usersCount: number | null | undefined;
};

const isEmpty = (count: number | null | undefined) => count === undefined || count === 0;

/** The header's EXPORT DEALS and EXPORT USERS, disabled when there is nothing to export. */
export function ExportButtons({ dealsCount, usersCount }: ExportButtonsProps) {
  const { exportCsv, progress } = useCsvExport();
  return (
    <StyledExports>
      <div aria-live="polite">
        {progress ? (
          <ProgressBar label={`Exporting ${exportLabel(progress.kind).toLowerCase()}`} percent={progress.percent} />
        ) : null}
      </div>
      <StyledButton
        type="button"
        $variant="secondary"
        disabled={isEmpty(dealsCount) || progress !== null}
        onClick={() => void exportCsv('deals')}
      >
        EXPORT DEALS
      </StyledButton>
      <StyledButton
        type="button"
        $variant="secondary"
        disabled={isEmpty(usersCount) || progress !== null}
        onClick={() => void exportCsv('users')}
      >
        EXPORT USERS
      </StyledButton>
    </StyledExports>
  );
}
