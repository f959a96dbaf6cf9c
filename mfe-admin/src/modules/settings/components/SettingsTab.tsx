import styled from 'styled-components';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledSectionHeader } from '../../../ui/SectionHeader';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { StyledStack } from '../../../ui/Stack';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useGhlConfig } from '../hooks/useGhlConfig';
import { ChecklistTemplatesCard } from './ChecklistTemplatesCard';
import { DeleteOutcomesCard } from './DeleteOutcomesCard';
import { DiscordRoleAccessCard } from './DiscordRoleAccessCard';
import { DuplicateCheckCard } from './DuplicateCheckCard';
import { FeeSettingsCard } from './FeeSettingsCard';
import { GhlConfigForm } from './GhlConfigForm';
import { LenderSubmissionSettingsCard } from './LenderSubmissionSettingsCard';
import { PlacementSettingsCard } from './PlacementSettingsCard';
import { QuotasCard } from './QuotasCard';
import { StaleThresholdsCard } from './StaleThresholdsCard';
import { WebhookUrlGenerator } from './WebhookUrlGenerator';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
    min-width: 0;
  }
  @media (max-width: 1100px) {
    grid-template-columns: 1fr;
  }
`;

/**
 * Settings: the CRM integration, its custom fields, the webhook URL generator, what deleting linked
 * deals did, the document checklists, the stale-deal thresholds, the loan sizing and matching
 * settings, the lender submission settings, the duplicate check, the fee settings, access from Discord roles and the per-member quotas.
 */
export function SettingsTab() {
  const config = useGhlConfig();
  return (
    <StyledStack>
      <StyledSectionHeader>
        <div>
          <h2>Settings</h2>
          <p>Connect the portal to GoHighLevel and map its pipeline stages to deal statuses.</p>
        </div>
      </StyledSectionHeader>
      <StyledColumns>
        <div>
          {config.isPending ? (
            <Spinner label="Loading the GHL configuration…" />
          ) : config.isError ? (
            <ErrorState
              message={serverErrorText(config.error, 'Failed to load the GHL configuration')}
              onRetry={() => void config.refetch()}
            />
          ) : (
            <GhlConfigForm config={config.data} />
          )}
        </div>
        <div>
          <WebhookUrlGenerator />
        </div>
      </StyledColumns>
      <DeleteOutcomesCard />
      <ChecklistTemplatesCard />
      <StaleThresholdsCard />
      <PlacementSettingsCard />
      <LenderSubmissionSettingsCard />
      <DuplicateCheckCard />
      <FeeSettingsCard />
      <DiscordRoleAccessCard />
      <QuotasCard />
    </StyledStack>
  );
}
