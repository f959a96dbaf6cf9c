import { useEffect } from 'react';
import styled from 'styled-components';
import { ErrorScreen } from '../modules/errors/components/ErrorScreen';
import { usePublicConfig } from '../modules/config/hooks/usePublicConfig';
import { usePortalServices } from '../modules/runtime/hooks/usePortalServices';

const StyledMessage = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /join: sends the browser to the community membership page (docs/product.md#routes). */
export function JoinRedirectPage() {
  const { navigation } = usePortalServices();
  const config = usePublicConfig();
  const joinUrl = config.data?.joinUrl;

  useEffect(
    function redirectToMembershipPage() {
      if (joinUrl) navigation.replace(joinUrl);
    },
    [joinUrl, navigation],
  );

  if (config.isError) {
    return <ErrorScreen onRetry={() => void config.refetch()} isRetrying={config.isFetching} />;
  }
  return (
    <StyledMessage>
      <p role="status">Redirecting to the product...</p>
    </StyledMessage>
  );
}
