import { createVitestConfig } from '@portal/web-kit/build/vitest';

// Consumer pacts write pacts/shell-gateway.json.
export default createVitestConfig({ componentTimeoutMs: 10_000 });
