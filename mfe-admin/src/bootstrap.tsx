// Standalone mode: mfe-admin on its own (web-kit's standalone set-up). Inside the portal the shell
// renders src/exposed/AdminDashboard.tsx instead.
import { bootstrapStandalone } from '@portal/web-kit/standalone';
import { AdminDashboard } from './pages/AdminDashboard';

bootstrapStandalone({ Page: AdminDashboard });
