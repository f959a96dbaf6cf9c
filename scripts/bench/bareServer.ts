/**
 * The yardstick for the gateway's overhead: a bare node:http server that runs the same queries
 * as the gateway's first page of a deal list, through the same driver (the MongoDB Node.js driver
 * that mongoose wraps), on the same database, and answers the page as JSON. No auth, no
 * validation, no framework: what is left between it and the gateway is the gateway's own cost.
 *
 * GET /deals?userId=…&limit=50        → one keyset page of the member's deals and their total
 * GET /admin/deals?<filters>&limit=50 → the repository's filter, one page, creators looked up
 */
import { createServer } from 'node:http';
import { MongoClient, type Filter, type Document } from 'mongodb';

const READ_PROJECTION = { contactFirstName: 0, contactLastName: 0 };
/** The deal lists' keyset order (gateway/src/features/deals/repository.ts). */
const KEYSET_SORT = { createdAt: -1, _id: -1 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const client = new MongoClient(process.env.MONGODB_URI!);
await client.connect();
const db = client.db(process.env.DATABASE_NAME!);
/** The portal's ids are strings (UUIDs), not ObjectIds. */
type Row = Document & { _id: string };
const deals = db.collection<Row>('deals');
const users = db.collection<Row>('users');

/** The same query the deal repository builds for the admin's filters. */
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

/** The first page: one extra row tells whether another page follows; the total beside it. */
async function firstPage(filter: Filter<Row>, limit: number, withCreators: boolean): Promise<Document> {
  const [rows, total] = await Promise.all([
    deals
      .find(filter, { projection: READ_PROJECTION })
      .sort(KEYSET_SORT)
      .limit(limit + 1)
      .toArray(),
    deals.countDocuments(filter),
  ]);
  const items: Document[] = rows.slice(0, limit);
  if (withCreators) {
    const ids = [...new Set(items.map((row) => row.userId as string))];
    const creators = await users
      .find({ _id: { $in: ids } }, { projection: { _id: 1, username: 1, name: 1, email: 1 } })
      .toArray();
    const byId = new Map(creators.map((user) => [user._id, user]));
    items.forEach((row, i) => (items[i] = { ...row, creator: byId.get(row.userId as string) ?? null }));
  }
  return { items, nextCursor: rows.length > limit ? 'more' : null, total };
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://bare');
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const work =
    url.pathname === '/deals'
      ? firstPage({ userId: url.searchParams.get('userId') }, limit, false)
      : url.pathname === '/admin/deals'
        ? firstPage(adminFilter(url.searchParams), limit, true)
        : null;
  if (!work) {
    response.writeHead(404).end();
    return;
  }
  work.then(
    (page) => {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(page));
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
