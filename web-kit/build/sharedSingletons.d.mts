export type SharedSingleton = {
  name: string;
  subpaths: ReadonlyArray<string>;
  /** Module shared under the package's name instead of the package (relative to web-kit/build/). */
  facade?: string;
};
export type SharedEntry = {
  singleton: true;
  requiredVersion: string;
  version: string;
  eager: false;
  /** Absolute path of the module provided in place of the package (a facade). */
  import?: string;
};

export declare const SHARED_SINGLETONS: ReadonlyArray<SharedSingleton>;
export declare const FEDERATED_APPS: ReadonlyArray<string>;
export declare function findInstalledPackageJson(appDir: string, name: string): string;
export declare function resolveSharedVersion(
  appDir: string,
  name: string,
): { version: string; declared: boolean; source: string };
export declare function createSharedConfig(appDir: string): Record<string, SharedEntry>;
