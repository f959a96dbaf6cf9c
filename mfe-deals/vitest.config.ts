import { createVitestConfig } from '@portal/web-kit/build/vitest';

// Consumer pacts write pacts/mfe-deals-gateway.json.
// A guard against a hang, not a measure: long keyboard walks take seconds on two busy cores.
export default createVitestConfig({ componentTimeoutMs: 60_000 });
