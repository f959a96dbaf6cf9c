import { useSignedInUser } from '../modules/auth/hooks/useSignedInUser';
import { HomeDashboard } from '../modules/home/components/HomeDashboard';

/** '/home': the members' landing page. */
export function HomePage() {
  const user = useSignedInUser();
  return <HomeDashboard user={user} />;
}
