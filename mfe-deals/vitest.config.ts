import { createVitestConfig } from '@portal/web-kit/build/vitest';

// Consumer pacts write pacts/mfe-deals-gateway.json.
export default createVitestConfig({ componentTimeoutMs: 30_000 });
