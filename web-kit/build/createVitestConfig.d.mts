import type { UserConfig } from 'vitest/config';

export declare function createVitestConfig(options: { componentTimeoutMs: number; pacts?: boolean }): UserConfig;
