import type { Deal } from '@portal/contracts';
import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import type { DealsSource } from '../../deals/api/fetchDealsPage';
import { DealsErrorState } from '../../deals/components/DealsErrorState';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { usePipeline } from '../hooks/usePipeline';
import { orderPipelineStages } from '../utils/orderPipelineStages';
import { StageSection } from './StageSection';

const StyledPipeline = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledToolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Present but inert (docs/product.md#pipeline-view): custom stages come from the CRM. */
const StyledInertLink = styled.a`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: underline dotted;
  cursor: not-allowed;
`;

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export type PipelineViewProps = {
  /** Whose deals: the member's own, or the admin's filtered list. */
  source: DealsSource;
  onOpenDeal: (deal: Deal) => void;
  /** Members: the empty pipeline offers to create a deal. */
  onCreateDeal?: () => void;
};

/**
 * The stage view (docs/product.md#pipeline-view): the stage headers and each stage's first page of
 * deals come from the gateway in one answer for the current filter; each section reads its further
 * deals page by page as it scrolls.
 */
export function PipelineView({ source, onOpenDeal, onCreateDeal }: PipelineViewProps) {
  const { now } = useDealsServices();
  const pipeline = usePipeline(source);
  const sections = useMemo(() => pipeline.data && orderPipelineStages(pipeline.data), [pipeline.data]);
  // While a new admin filter's stages load, the sections (the previous filter's) keep their deals:
  // the new stages' first pages come with their headers.
  const shown = useRef(source);
  if (!pipeline.isPlaceholderData) shown.current = source;
  const sectionSource = shown.current;
  const at = now();

  if (pipeline.isError) {
    return <DealsErrorState message={pipeline.error.message} onRetry={() => void pipeline.refetch()} />;
  }
  if (!pipeline.data || !sections) return <Spinner label="Loading the pipeline…" />;

  if (pipeline.data.total === 0) {
    return (
      <StyledEmpty>
        <h3>Launch Your First Deal</h3>
        <p>Your pipeline is empty. Create a deal and follow it here from Qualification to Underwriting.</p>
        {onCreateDeal && (
          <StyledButton type="button" onClick={onCreateDeal}>
            NEW DEAL
          </StyledButton>
        )}
      </StyledEmpty>
    );
  }

  return (
    <StyledPipeline>
      <StyledToolbar>
        <StyledInertLink
          role="link"
          aria-disabled="true"
          title="Stages come from the CRM"
          onClick={(event) => event.preventDefault()}
        >
          Create Custom Stage
        </StyledInertLink>
      </StyledToolbar>
      {sections.map((header) => (
        <StageSection key={header.stage} header={header} source={sectionSource} now={at} onOpenDeal={onOpenDeal} />
      ))}
    </StyledPipeline>
  );
}
