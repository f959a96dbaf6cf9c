// A probe for the admin's all-deals first page on the embedded database (docs/write-load.md,
// "Still open"): how FerretDB v1 answers the reads a faster first page could be built from, on
// 10,000 deal-sized documents. Not part of `npm run bench`; run it alone on an idle machine:
//   node --import tsx scripts/bench/probes/adminFirstPage.ts [dataDir]
import { MongoClient } from 'mongodb';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedDatabase } from '../../../mongo-init/src/embedded';

const dataDir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'first-page-probe-'));
const db = await startEmbeddedDatabase({ dataDir, preferMongod: false, log: () => {} });
const client = await new MongoClient(db.uri).connect();
const deals = client.db('exp').collection('deals');
// A feed keyed by creation time: `<createdAt ISO>|<deal id>`.
const feed = client.db('exp').collection<{ _id: string }>('feed');
if ((await deals.estimatedDocumentCount()) < 10000) {
  const now = Date.now();
  for (let b = 0; b < 20; b++) {
    const docs = Array.from({ length: 500 }, (_, i) => {
      const createdAt = new Date(now - (b * 500 + i) * 60000);
      return { _id: randomUUID(), createdAt, userId: `u${i % 40}`, pad: 'x'.repeat(1500) };
    });
    await deals.insertMany(docs as never);
    await feed.insertMany(docs.map((d) => ({ _id: `${d.createdAt.toISOString()}|${d._id}` })));
  }
}
const time = async (label: string, fn: () => Promise<unknown>) => {
  const t = Date.now();
  const r = await fn();
  console.log(label, Date.now() - t, 'ms', Array.isArray(r) ? r.length : r);
};
for (let k = 0; k < 2; k++) {
  await time('deals sort createdAt limit 51', () =>
    deals.find({}).sort({ createdAt: -1, _id: -1 }).limit(51).toArray(),
  );
  await time('feed sort _id desc limit 51', () => feed.find({}).sort({ _id: -1 }).limit(51).toArray());
  const ids = (await feed.find({}).sort({ _id: -1 }).limit(51).toArray()).map((f) => f._id.split('|')[1]!);
  await time('deals by _id $in 51', () => deals.find({ _id: { $in: ids } } as never).toArray());
  await time('deals 51 by _id one by one', () => Promise.all(ids.map((id) => deals.findOne({ _id: id } as never))));
  await time('deals countDocuments', () => deals.countDocuments({}));
  await time('deals estimated', () => deals.estimatedDocumentCount());
}
await client.close();
await db.stop();
