import type { Server } from 'node:http';

export type RuntimeConfig = { apiBaseUrl: string; remotes: Record<string, string> };

export declare const DEFAULT_RUNTIME_CONFIG: RuntimeConfig;
export declare function runtimeConfigFromEnv(env?: NodeJS.ProcessEnv): RuntimeConfig;
export declare function contentSecurityPolicy(sources?: {
  runtimeConfig?: RuntimeConfig | null;
  imgSources?: string[];
}): string;
export declare function archiveHashedFiles(dir: string, archiveDir: string): Promise<number>;
export declare function startStaticServer(options: {
  dir: string;
  port: number;
  host?: string;
  runtimeConfig?: RuntimeConfig | null;
  spa?: boolean;
  /** Where hashed files are archived at start and served from when not in this build (STATIC_ARCHIVE_DIR). */
  archiveDir?: string | null;
  /** The API and remotes the Content-Security-Policy names, when `runtimeConfig` is not given. */
  cspSources?: RuntimeConfig | null;
  /** More image origins (e.g. the sandbox Discord's avatars). */
  imgSources?: string[];
}): Promise<{ server: Server; url: string; close(): Promise<void> }>;
