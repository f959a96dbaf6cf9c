import type { Server } from 'node:http';

export type RuntimeConfig = { apiBaseUrl: string; remotes: Record<string, string> };

export declare const DEFAULT_RUNTIME_CONFIG: RuntimeConfig;
export declare function runtimeConfigFromEnv(env?: NodeJS.ProcessEnv): RuntimeConfig;
export declare function startStaticServer(options: {
  dir: string;
  port: number;
  host?: string;
  runtimeConfig?: RuntimeConfig | null;
  spa?: boolean;
}): Promise<{ server: Server; url: string; close(): Promise<void> }>;
