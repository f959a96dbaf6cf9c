import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMA_COLLECTION } from '@portal/mongo-init';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

describe('gateways starting together on a new database', () => {
  const gateways: TestGateway[] = [];
  afterAll(async () => {
    for (const t of gateways) await t.close();
  });

  it('migrate it once (one instance under the lock, the other waits) and both serve', async () => {
    const DATABASE_NAME = `test_together_${randomBytes(4).toString('hex')}`;
    const started = await Promise.allSettled([
      startTestGateway({ DATABASE_NAME }),
      startTestGateway({ DATABASE_NAME }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') gateways.push(result.value);
    expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);

    const schema = gateways[0]!.gateway.db.collection(SCHEMA_COLLECTION);
    expect(await schema.find({}).sort({ _id: 1 }).toArray()).toEqual([
      expect.objectContaining({ _id: 'migration-1', name: 'baseline-1.0.0' }),
      expect.objectContaining({ _id: 'state', version: 1 }),
    ]);
    for (const t of gateways) expect((await t.request('/ready')).status).toBe(200);
    const indexes = await gateways[0]!.gateway.db.collection('deals').indexes();
    expect(indexes.find((index) => index.name === 'dealId_unique')?.unique).toBe(true);
  }, 180_000);
});
