import type { ApiClient } from '@portal/contracts';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { useSampleData } from '../hooks/useSampleData';

const StyledCard = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    max-width: 60ch;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export type SampleDataCardProps = {
  /** The remote's signed-in client (its own services). */
  api: ApiClient;
};

/**
 * The sample book (docs/sample-data.md), on the empty Deals page (mfe-deals) and the admin
 * Overview (mfe-admin): offered while the portal is empty on the sandbox services, its progress
 * while it loads, and its removal once loaded. Renders nothing otherwise.
 */
export function SampleDataCard({ api }: SampleDataCardProps) {
  const { status, load, remove } = useSampleData(api);
  const data = status.data;
  if (!data) return null;

  if (data.loading || load.isPending) {
    return (
      <StyledCard aria-label="Sample data">
        <p role="status">Loading sample data… {data.dealCount} of about 150 deals so far.</p>
      </StyledCard>
    );
  }
  if (data.offered) {
    return (
      <StyledCard aria-labelledby="sample-data-title">
        <div>
          <h2 id="sample-data-title">Take a first look with sample data</h2>
          <p>
            The portal is empty and runs on the sandbox services. Load a sample book of about 150 deals across every
            stage, with documents and matching sandbox GHL opportunities; remove it again in one click.
          </p>
        </div>
        <StyledButton type="button" onClick={() => load.mutate()}>
          Load sample data
        </StyledButton>
      </StyledCard>
    );
  }
  if (data.loaded && data.canRemove) {
    return (
      <StyledCard aria-labelledby="sample-data-title">
        <div>
          <h2 id="sample-data-title">Sample data</h2>
          <p>The sample book ({data.dealCount} deals) is loaded. Deals created since stay when you remove it.</p>
        </div>
        <StyledButton type="button" $variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {remove.isPending ? 'Removing sample data…' : 'Remove sample data'}
        </StyledButton>
      </StyledCard>
    );
  }
  return null;
}
