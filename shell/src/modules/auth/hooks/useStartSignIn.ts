import type { PublicConfig } from '@portal/contracts';
import { useCallback } from 'react';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';

/** Starts the Discord sign-in at the gateway, which binds it to this browser and goes on to Discord. */
export function useStartSignIn(config: PublicConfig): () => void {
  const { navigation } = usePortalServices();
  return useCallback(() => navigation.assign(config.discordSignInUrl), [config.discordSignInUrl, navigation]);
}
