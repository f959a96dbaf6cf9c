import { releaseVersionOf } from '@portal/mongo-init';

/** The release this gateway runs (gateway/package.json's version; every package shares it). */
export const GATEWAY_VERSION = releaseVersionOf(import.meta.url);
