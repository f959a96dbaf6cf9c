import styled from 'styled-components';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledSectionHeader } from '../../../ui/SectionHeader';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { StyledStack } from '../../../ui/Stack';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useEmailConfig } from '../hooks/useEmailConfig';
import { EmailConfigForm } from './EmailConfigForm';
import { EmailOutboxCard } from './EmailOutboxCard';
import { TestEmailForm } from './TestEmailForm';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: 1fr;
  }
`;

/** Email Config: the SMTP settings of the new-deal notification, a test send, save and the outbox. */
export function EmailConfigTab() {
  const config = useEmailConfig();
  return (
    <StyledStack>
      <StyledSectionHeader>
        <div>
          <h2>Email Configuration</h2>
          <p>Who is told about each new deal, and through which SMTP server.</p>
        </div>
      </StyledSectionHeader>
      {config.isPending ? (
        <Spinner label="Loading the email configuration…" />
      ) : config.isError ? (
        <ErrorState
          message={serverErrorText(config.error, 'Failed to load email configuration')}
          onRetry={() => void config.refetch()}
        />
      ) : (
        <StyledColumns>
          <EmailConfigForm config={config.data} />
          <StyledStack>
            <TestEmailForm />
            <EmailOutboxCard />
          </StyledStack>
        </StyledColumns>
      )}
    </StyledStack>
  );
}
