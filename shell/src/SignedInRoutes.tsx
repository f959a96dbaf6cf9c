import type { User } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AccessPendingModal } from './modules/auth/components/AccessPendingModal';
import { AppLayout } from './modules/app-shell/components/AppLayout';
import { AppToaster } from './modules/toasts/components/AppToaster';
import { AdminPage } from './pages/AdminPage';
import { DealsPage } from './pages/DealsPage';
import { JoinRedirectPage } from './pages/JoinRedirectPage';
import { Spinner } from '@portal/web-kit/ui/Spinner';

// The home page (and date-fns with it) is not part of the first load.
const HomePage = lazy(() => import('./pages/HomePage').then((module) => ({ default: module.HomePage })));

export type SignedInRoutesProps = {
  user: User;
};

/**
 * The route table of docs/product.md#routes for a signed-in visitor, and the page's toasts (only
 * signed-in pages raise any). Loaded apart from the sign-in page (AppRoutes), so a visitor's first
 * load carries neither the app frame and its pages nor react-hot-toast.
 */
export function SignedInRoutes({ user }: SignedInRoutesProps) {
  if (!user.isWhitelisted) return <AccessPendingModal user={user} />;

  return (
    <>
      <Routes>
        <Route path="/join" element={<JoinRedirectPage />} />
        <Route element={<AppLayout user={user} />}>
          <Route index element={<DealsPage />} />
          <Route path="/deals" element={<DealsPage />} />
          <Route
            path="/home"
            element={
              <Suspense fallback={<Spinner label="Loading…" />}>
                <HomePage />
              </Suspense>
            }
          />
          <Route path="/admin" element={<AdminPage />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
      <AppToaster />
    </>
  );
}
