import { createVitestConfig } from '@portal/web-kit/build/vitest';

// Consumer pacts write pacts/mfe-admin-gateway.json.
export default createVitestConfig({ componentTimeoutMs: 15_000 });
