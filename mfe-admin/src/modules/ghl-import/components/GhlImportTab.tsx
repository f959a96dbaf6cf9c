import type { DuplicateMatch, GhlOpportunity } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledField } from '../../../ui/Field';
import { StyledFormGrid } from '../../../ui/FormGrid';
import { ReadProgress } from '../../../ui/ReadProgress';
import { StyledSectionHeader } from '../../../ui/SectionHeader';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { StyledStack } from '../../../ui/Stack';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { useUsers } from '../../users/hooks/useUsers';
import { useGhlPipelines } from '../hooks/useGhlPipelines';
import { useFindGhlImportMatches } from '../hooks/useFindGhlImportMatches';
import { useImportOpportunity } from '../hooks/useImportOpportunity';
import { usePipelineOpportunities } from '../hooks/usePipelineOpportunities';
import { filterOpportunities } from '../utils/filterOpportunities';
import { ImportMatchesPanel } from './ImportMatchesPanel';
import { OpportunityList } from './OpportunityList';
import { duplicateDealName } from '../../duplicates/utils/duplicateLabels';

/** GHL Import: pick an opportunity of a pipeline and import it as a deal owned by a chosen user. */
export function GhlImportTab() {
  const pipelines = useGhlPipelines();
  const users = useUsers();
  const [pipelineId, setPipelineId] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<GhlOpportunity | null>(null);
  const [userId, setUserId] = useState('');
  const opportunities = usePipelineOpportunities(pipelineId);
  const queryClient = useQueryClient();
  const importMutation = useImportOpportunity();
  const findMatches = useFindGhlImportMatches();
  // The portal deals with the picked opportunity's property, once asked (null before).
  const [matches, setMatches] = useState<DuplicateMatch[] | null>(null);

  const shown = useMemo(() => filterOpportunities(opportunities.data ?? [], search), [opportunities.data, search]);

  const handlePipelineChange = (id: string) => {
    setPipelineId(id);
    handleSelect(null);
  };

  const handleSelect = (opportunity: GhlOpportunity | null) => {
    setSelected(opportunity);
    setMatches(null);
  };

  const handleRefresh = () => {
    if (!pipelineId) {
      toast.error('Please select a pipeline first');
      return;
    }
    // Read the pipeline again from its first page, with the progress shown as on the first read.
    void queryClient.resetQueries({ queryKey: adminQueryKeys.pipelineOpportunities(pipelineId) });
  };

  const runImport = (opportunity: GhlOpportunity, link?: DuplicateMatch) =>
    importMutation.mutate(
      {
        opportunity,
        userId,
        ...(link ? { linkDealId: link.deal.id, linkDealName: duplicateDealName(link.deal) } : {}),
      },
      {
        onSuccess: () => {
          handleSelect(null);
          setUserId('');
        },
      },
    );

  // The property may already be a portal deal: offer a link to it before creating a second one.
  const handleImport = () => {
    if (!selected || !userId) {
      toast.error('Please select an opportunity and a user');
      return;
    }
    const opportunity = selected;
    findMatches.mutate(opportunity.id, {
      onSuccess: (found) => (found.length === 0 ? runImport(opportunity) : setMatches(found)),
    });
  };

  return (
    <StyledStack>
      <StyledSectionHeader>
        <div>
          <h2>Import from GoHighLevel</h2>
          <p>Choose a pipeline, pick an opportunity and assign it to a member; it becomes their deal.</p>
        </div>
      </StyledSectionHeader>

      <StyledCard aria-label="Opportunity">
        {pipelines.isError ? (
          <ErrorState message="Failed to fetch pipelines" onRetry={() => void pipelines.refetch()} />
        ) : null}
        <StyledFormGrid>
          <StyledField>
            Pipeline
            <select
              value={pipelineId}
              onChange={(event) => handlePipelineChange(event.target.value)}
              disabled={pipelines.isPending}
            >
              <option value="">{pipelines.isPending ? 'Loading pipelines…' : 'Select a pipeline'}</option>
              {(pipelines.data ?? []).map((pipeline) => (
                <option key={pipeline.id} value={pipeline.id}>
                  {pipeline.name}
                </option>
              ))}
            </select>
          </StyledField>
          <StyledField>
            Search opportunities
            <input
              type="search"
              value={search}
              placeholder="Name, contact, e-mail or pipeline"
              onChange={(event) => setSearch(event.target.value)}
            />
          </StyledField>
        </StyledFormGrid>
        <StyledButtonRow>
          <StyledButton type="button" $variant="secondary" onClick={handleRefresh} disabled={opportunities.isFetching}>
            {opportunities.isFetching ? 'Refreshing…' : 'Refresh'}
          </StyledButton>
          {opportunities.data ? (
            <span aria-live="polite">
              {shown.length} of {opportunities.data.length} opportunities
            </span>
          ) : null}
        </StyledButtonRow>
        {opportunities.reading ? (
          <ReadProgress
            label="Opportunities read from GHL"
            read={opportunities.loaded}
            total={opportunities.total}
            text={`Reading from GHL: ${opportunities.loaded.toLocaleString('en-US')} of ${opportunities.total.toLocaleString('en-US')} opportunities`}
          />
        ) : null}
        {opportunities.isIncomplete ? (
          <ErrorState
            message={`Failed to fetch all opportunities (${opportunities.loaded.toLocaleString('en-US')} of ${opportunities.total.toLocaleString('en-US')} read)`}
            onRetry={opportunities.retryRest}
          />
        ) : null}

        {!pipelineId ? (
          <EmptyState title="No pipeline selected">Choose a pipeline to see its opportunities.</EmptyState>
        ) : opportunities.isError ? (
          <ErrorState message="Failed to fetch opportunities" onRetry={() => void opportunities.refetch()} />
        ) : !opportunities.data ? (
          <Spinner label="Loading opportunities…" />
        ) : opportunities.data.length === 0 ? (
          <EmptyState title="This pipeline has no opportunities" />
        ) : shown.length === 0 ? (
          <EmptyState title="No opportunities match your search" />
        ) : (
          <OpportunityList opportunities={shown} selectedId={selected?.id ?? null} onSelect={handleSelect} />
        )}
      </StyledCard>

      <StyledCard aria-label="Import">
        <h3>Import</h3>
        <p>{selected ? `Selected: ${selected.name}` : 'No opportunity selected.'}</p>
        {users.isError ? <ErrorState message="Failed to fetch users" onRetry={() => void users.refetch()} /> : null}
        <StyledFormGrid>
          <StyledField>
            Assign to user
            <select value={userId} onChange={(event) => setUserId(event.target.value)} disabled={users.isPending}>
              <option value="">{users.isPending ? 'Loading users…' : 'Select a user'}</option>
              {(users.data ?? []).map((user) => (
                <option key={user.id} value={user.id}>
                  {`${user.email ? `${user.username} (${user.email})` : user.username}${user.isWhitelisted ? '' : ' — pending'}`}
                </option>
              ))}
            </select>
          </StyledField>
        </StyledFormGrid>
        {selected && matches && matches.length > 0 ? (
          <ImportMatchesPanel
            matches={matches}
            busy={importMutation.isPending}
            onLink={(match) => runImport(selected, match)}
            onImportNew={() => runImport(selected)}
            onCancel={() => setMatches(null)}
          />
        ) : (
          <StyledButtonRow>
            <StyledButton
              type="button"
              onClick={handleImport}
              disabled={importMutation.isPending || findMatches.isPending}
            >
              {findMatches.isPending ? 'Checking the portal…' : importMutation.isPending ? 'Importing…' : 'Import'}
            </StyledButton>
          </StyledButtonRow>
        )}
      </StyledCard>
    </StyledStack>
  );
}
