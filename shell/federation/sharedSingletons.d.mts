export type SharedSingleton = { name: string; subpaths: ReadonlyArray<string> };
export type SharedEntry = { singleton: true; requiredVersion: string; version: string; eager: false };

export declare const SHARED_SINGLETONS: ReadonlyArray<SharedSingleton>;
export declare const FEDERATED_APPS: ReadonlyArray<string>;
export declare function findInstalledPackageJson(appDir: string, name: string): string;
export declare function resolveSharedVersion(
  appDir: string,
  name: string,
): { version: string; declared: boolean; source: string };
export declare function createSharedConfig(appDir: string): Record<string, SharedEntry>;
