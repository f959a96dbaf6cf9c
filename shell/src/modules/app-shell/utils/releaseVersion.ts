import shellPackage from '../../../../package.json';

/** The portal release this shell was built from (every package shares one version; see CHANGELOG.md). */
export const RELEASE_VERSION: string = shellPackage.version;
