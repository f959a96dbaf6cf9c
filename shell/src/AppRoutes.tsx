import type { User } from '@portal/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useAuth } from './modules/auth/hooks/useAuth';
import { ErrorScreen } from './modules/errors/components/ErrorScreen';
import { usePortalServices } from './modules/runtime/hooks/usePortalServices';
import { SERVICE_UNAVAILABLE_MESSAGE } from './modules/runtime/utils/serviceUnavailableMessage';
import { JoinRedirectPage } from './pages/JoinRedirectPage';
import { LoginPage } from './pages/LoginPage';
import type * as SignedInRoutesModule from './SignedInRoutes';
import { Spinner } from '@portal/web-kit/ui/Spinner';

type SignedInRoutesModule = typeof SignedInRoutesModule;

/** A lender's deal room (no account): its own chunk, fetched only from a room link. */
const DealRoomPage = lazy(() => import('./pages/DealRoomPage').then((module) => ({ default: module.DealRoomPage })));

let signedInRoutes: Promise<SignedInRoutesModule> | undefined;
let loadedSignedInRoutes: SignedInRoutesModule | undefined;

/**
 * The signed-in part of the app (frame, pages, access-pending screen) as its own chunk, fetched
 * once. bootstrap.tsx starts it at once when the visitor has a session, in parallel with the
 * runtime config and /auth/me; a visitor who is signed out never loads it.
 */
export function loadSignedInRoutes(): Promise<SignedInRoutesModule> {
  signedInRoutes ??= import('./SignedInRoutes').then(
    (module) => {
      loadedSignedInRoutes = module;
      return module;
    },
    (error: unknown) => {
      signedInRoutes = undefined;
      throw error;
    },
  );
  return signedInRoutes;
}

/**
 * Renders the signed-in routes as soon as their chunk is there. Not React.lazy: a Suspense
 * fallback, once shown, holds back the content for React's reveal throttle (300 ms) even when
 * the chunk arrives a moment later; here an already loaded chunk renders at once.
 */
function SignedIn({ user }: { user: User }) {
  const [module, setModule] = useState(loadedSignedInRoutes);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (module) return;
    let active = true;
    loadSignedInRoutes().then(
      (loaded) => active && setModule(loaded),
      (failure: unknown) => active && setError(failure ?? new Error('The app could not be loaded')),
    );
    return () => {
      active = false;
    };
  }, [module]);
  // A chunk that cannot be loaded is the global error boundary's (Refresh).
  if (error) throw error;
  if (!module) return <Spinner label="Loading your account…" fullPage />;
  return <module.SignedInRoutes user={user} />;
}

/** The route table of docs/product.md#routes, per state of the visitor. */
export function AppRoutes() {
  const { state, retryCurrentUser } = useAuth();
  const { navigation } = usePortalServices();
  const { pathname } = useLocation();

  // A deal room opens from its link whoever holds it, signed in or not.
  if (pathname.startsWith('/rooms/')) {
    return (
      <Suspense fallback={<Spinner label="Opening the deal room…" fullPage />}>
        <Routes>
          <Route path="/rooms/:token" element={<DealRoomPage />} />
          <Route path="*" element={<DealRoomPage />} />
        </Routes>
      </Suspense>
    );
  }

  if (state.status === 'loading') return <Spinner label="Loading your account…" fullPage />;

  if (state.status === 'unavailable') {
    return (
      <ErrorScreen
        title="Service unavailable"
        text={SERVICE_UNAVAILABLE_MESSAGE}
        onTryAgain={retryCurrentUser}
        onRefresh={navigation.reload}
      />
    );
  }

  if (state.status === 'signed-out') {
    return (
      <Routes>
        <Route path="/join" element={<JoinRedirectPage />} />
        <Route path="*" element={<LoginPage />} />
      </Routes>
    );
  }

  return <SignedIn user={state.user} />;
}
