import styled from 'styled-components';
import { usePublicConfig } from '../hooks/usePublicConfig';

const SERVICE_LABELS = {
  discord: 'Discord',
  ghl: 'GoHighLevel',
  microsoft: 'OneDrive',
  smtp: 'E-mail',
} as const;

const StyledMarker = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: 2px 10px;
  border: 1px dashed ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.warning};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.1em;
  pointer-events: auto;
`;

/** A small marker while any external service is simulated by the sandbox. */
export function SandboxMarker() {
  const { data: config } = usePublicConfig();
  if (!config) return null;
  const simulated = (Object.keys(SERVICE_LABELS) as Array<keyof typeof SERVICE_LABELS>).filter(
    (service) => config.sandbox[service],
  );
  if (simulated.length === 0) return null;
  const description = `Simulated services: ${simulated.map((service) => SERVICE_LABELS[service]).join(', ')}`;
  return (
    <StyledMarker role="note" aria-label={description} title={description}>
      Sandbox
    </StyledMarker>
  );
}
