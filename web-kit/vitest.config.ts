import { createVitestConfig } from '@portal/web-kit/build/vitest';

export default createVitestConfig({ componentTimeoutMs: 10_000, pacts: false });
