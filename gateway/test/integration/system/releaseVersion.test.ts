import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SCHEMA_COLLECTION } from '@portal/mongo-init';
import { startDiscordSandbox, type DiscordSandbox } from '../../../sandbox/discord';
import { GatewayProcess } from '../../support/gatewayProcess';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

const rootPackage = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe('the release a gateway runs', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway();
  });
  afterAll(() => t?.close());

  it('/health and /ready answer the release version shared by the packages', async () => {
    expect(rootPackage.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(await (await t.request('/health')).json()).toMatchObject({ status: 'ok', version: rootPackage.version });
    expect(await (await t.request('/ready')).json()).toMatchObject({ status: 'ok', version: rootPackage.version });
  });

  it('records its release as the schema version it migrated the database to', async () => {
    const state = await t.gateway.db.collection(SCHEMA_COLLECTION).findOne({ _id: 'state' as never });
    expect(state).toMatchObject({ version: 1, release: rootPackage.version });
  });
});

describe('a gateway on a database migrated by a newer release', () => {
  let discord: DiscordSandbox;
  let storageDir: string;

  beforeAll(async () => {
    discord = await startDiscordSandbox();
    storageDir = await mkdtemp(join(tmpdir(), 'portal-newer-schema-'));
  });
  afterAll(async () => {
    await discord?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('refuses to start, naming the database’s schema and release and its own', async () => {
    const databaseName = `test_newer_${randomBytes(4).toString('hex')}`;
    const client = await MongoClient.connect(inject('mongoUri'));
    try {
      await client
        .db(databaseName)
        .collection(SCHEMA_COLLECTION)
        .insertOne({ _id: 'state' as never, version: 42, release: '7.0.0', definitions: '', updatedAt: new Date() });
    } finally {
      await client.close();
    }

    const start = GatewayProcess.start({ discord, storageDir, admins: [], env: { DATABASE_NAME: databaseName } });

    await expect(start).rejects.toThrow(
      `The database is at schema version 42, written by release 7.0.0; this release (${rootPackage.version}) ` +
        'knows schema versions up to 1. Run release 7.0.0 or newer, or restore the backup taken before the upgrade.',
    );
  }, 120_000);
});
