/**
 * The yardstick for the gateway's overhead: a bare node:http server that runs the same queries
 * as GET /deals and GET /admin/deals through the same driver (the MongoDB Node.js driver that
 * mongoose wraps), on the same database, and answers the rows as JSON. No auth, no validation,
 * no framework: what is left between it and the gateway is the gateway's own cost.
 *
 * GET /deals?userId=…            → deals.find({ userId }).sort({ createdAt: -1 })
 * GET /admin/deals?<filters>     → the repository's filter, newest first, creators looked up
 */
import { createServer } from 'node:http';
import { MongoClient, type Filter, type Document } from 'mongodb';

const READ_PROJECTION = { contactFirstName: 0, contactLastName: 0 };
const DAY_MS = 24 * 60 * 60 * 1000;

const client = new MongoClient(process.env.MONGODB_URI!);
await client.connect();
const db = client.db(process.env.DATABASE_NAME!);
/** The portal's ids are strings (UUIDs), not ObjectIds. */
type Row = Document & { _id: string };
const deals = db.collection<Row>('deals');
const users = db.collection<Row>('users');

/** The same query the deal repository builds for the admin's filters (gateway/src/features/deals/repository.ts). */
function adminFilter(params: URLSearchParams): Filter<Row> {
  const query: Filter<Row> = {};
  const userId = params.get('userId');
  const status = params.get('status');
  const propertyType = params.get('propertyType');
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  if (userId) query.userId = userId;
  if (status) query.status = status === 'Open' ? { $in: ['Open', null] } : status;
  if (propertyType) {
    query.$or = [{ propertyType }, { propertyType: null, applicationPropertyType: propertyType }];
  }
  if (startDate || endDate) {
    query.createdAt = {
      ...(startDate ? { $gte: new Date(`${startDate}T00:00:00.000Z`) } : {}),
      ...(endDate ? { $lt: new Date(new Date(`${endDate}T00:00:00.000Z`).getTime() + DAY_MS) } : {}),
    };
  }
  return query;
}

async function listAll(params: URLSearchParams): Promise<Document[]> {
  const rows = await deals.find(adminFilter(params), { projection: READ_PROJECTION }).sort({ createdAt: -1 }).toArray();
  const ids = [...new Set(rows.map((row) => row.userId as string))];
  const creators = await users
    .find({ _id: { $in: ids } }, { projection: { _id: 1, username: 1, name: 1, email: 1 } })
    .toArray();
  const byId = new Map(creators.map((user) => [user._id, user]));
  return rows.map((row) => ({ ...row, creator: byId.get(row.userId) ?? null }));
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://bare');
  const work =
    url.pathname === '/deals'
      ? deals
          .find({ userId: url.searchParams.get('userId') }, { projection: READ_PROJECTION })
          .sort({ createdAt: -1 })
          .toArray()
      : url.pathname === '/admin/deals'
        ? listAll(url.searchParams)
        : null;
  if (!work) {
    response.writeHead(404).end();
    return;
  }
  work.then(
    (rows) => {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows));
    },
    (error: unknown) => {
      response.writeHead(500).end(String(error));
    },
  );
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` });
});
process.on('disconnect', () => {
  server.close();
  void client.close().finally(() => process.exit(0));
});
