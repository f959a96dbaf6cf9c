import type { PublicConfig } from '@portal/contracts';
import { useCallback } from 'react';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { createSignInNonce } from '../utils/signInNonce';

/** Starts the Discord sign-in at the gateway, which binds it to this browser and goes on to Discord. */
export function useStartSignIn(config: PublicConfig): () => void {
  const { navigation } = usePortalServices();
  return useCallback(() => {
    const url = new URL(config.discordSignInUrl);
    url.searchParams.set('nonce', createSignInNonce());
    navigation.assign(url.toString());
  }, [config.discordSignInUrl, navigation]);
}
