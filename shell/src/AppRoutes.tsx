import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AccessPendingModal } from './modules/auth/components/AccessPendingModal';
import { useAuth } from './modules/auth/hooks/useAuth';
import { AppLayout } from './modules/app-shell/components/AppLayout';
import { AdminPage } from './pages/AdminPage';
import { DealsPage } from './pages/DealsPage';
import { JoinRedirectPage } from './pages/JoinRedirectPage';
import { LoginPage } from './pages/LoginPage';
import { Spinner } from './ui/Spinner';

// The home page (and date-fns with it) is not part of the first load.
const HomePage = lazy(() => import('./pages/HomePage').then((module) => ({ default: module.HomePage })));

/** The route table of spec §2, per state of the visitor. */
export function AppRoutes() {
  const { state } = useAuth();

  if (state.status === 'loading') return <Spinner label="Loading your account…" fullPage />;

  if (state.status === 'signed-out') {
    return (
      <Routes>
        <Route path="/join" element={<JoinRedirectPage />} />
        <Route path="*" element={<LoginPage />} />
      </Routes>
    );
  }

  const { user } = state;
  if (!user.isWhitelisted) return <AccessPendingModal user={user} />;

  return (
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
  );
}
