// Standalone mode: mfe-deals on its own (web-kit's standalone set-up). Inside the portal the shell
// renders src/exposed/DealsPage.tsx instead.
import { bootstrapStandalone } from '@portal/web-kit/standalone';
import { DealsPage } from './pages/DealsPage';

bootstrapStandalone({ Page: DealsPage, errorWording: 'server' });
