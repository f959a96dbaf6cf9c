import { authStorage, type ApiClient } from '@portal/contracts';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import type { ApiErrorWording } from '../api/ApiRequestError';
import type { RemotePageProps } from '../remote-contract/RemotePageProps';
import { useStandaloneUser } from './useStandaloneUser';

const StyledMessage = styled.div`
  max-width: 640px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

export type StandaloneGateProps = {
  api: ApiClient;
  Page: ComponentType<RemotePageProps>;
  errorWording?: ApiErrorWording | undefined;
};

/**
 * Standalone mode only: loads the current user with the token stored on this origin and renders
 * the page the shell would. Sign-in itself lives in the shell.
 */
export function StandaloneGate({ api, Page, errorWording }: StandaloneGateProps) {
  const token = authStorage.getToken();
  const me = useStandaloneUser(api, token !== null, errorWording);

  if (!token) {
    return (
      <StyledMessage>
        <h1>Standalone mode</h1>
        <p>
          This micro-frontend normally runs inside the portal shell. To use it on its own, store a token on this origin:{' '}
          <code>localStorage.setItem(&apos;token&apos;, &apos;…&apos;)</code>, then reload.
        </p>
      </StyledMessage>
    );
  }
  if (me.isPending) return <StyledMessage role="status">Loading…</StyledMessage>;
  if (me.isError) return <StyledMessage role="alert">{me.error.message}</StyledMessage>;
  return <Page api={api} user={me.data} />;
}
