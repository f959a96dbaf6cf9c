import 'dotenv/config';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { runningEmbeddedUri, startEmbeddedDatabase, type EmbeddedDatabase } from '@portal/mongo-init';
import { createRollups } from '../features/analytics/rollups';
import { dealModel } from '../features/deals/model';
import { documentModel } from '../features/documents/model';
import { leaseModel } from '../features/ghl/model';
import { createLeaseRepository } from '../features/ghl/repository';
import { userModel } from '../features/users/model';
import { createUserRepository } from '../features/users/repository';
import { systemClock } from '../infra/clock';
import { createLogger } from '../infra/logger';
import { createSessionRepository } from '../features/auth/sessionRepository';
import { sessionModel } from '../features/auth/sessionModel';

const USAGE = `usage: npm run admin -w gateway -- <command> <discord-username>
  grant <username>    make an existing user a whitelisted admin
  revoke <username>   remove admin rights (refused for the last admin unless --force)
  list                list the admins`;

export type AdminCliResult = { code: number; output: string };

/** Grants or revokes admin for an existing user (the way in when no admin exists yet). */
export async function runAdminCli(argv: string[], db: mongoose.Connection): Promise<AdminCliResult> {
  const [command, username] = argv.filter((a) => !a.startsWith('--'));
  const force = argv.includes('--force');
  const model = userModel(db);
  // Flag changes are counted in the users rollup, as the gateway counts them.
  const rollups = createRollups({
    db,
    deals: dealModel(db),
    users: model,
    documents: documentModel(db),
    leases: createLeaseRepository(leaseModel(db)),
    clock: systemClock,
    log: createLogger('warn', false),
  });
  const users = createUserRepository(model, rollups);

  if (command === 'list') {
    const admins = await model.find({ isAdmin: true }).sort({ usernameLower: 1 }).lean().exec();
    return {
      code: 0,
      output: admins.length
        ? admins.map((a) => `${a.username} (${a.email ?? 'no e-mail'})`).join('\n')
        : 'No admins yet.',
    };
  }
  if ((command !== 'grant' && command !== 'revoke') || !username) return { code: 2, output: USAGE };

  const user = await users.findByUsername(username);
  if (!user) return { code: 1, output: `No user named "${username}". They must sign in once first.` };

  if (command === 'grant') {
    await users.setFlags(user._id, { isAdmin: true, isWhitelisted: true });
    return { code: 0, output: `${user.username} is now a whitelisted admin.` };
  }
  if (!user.isAdmin) return { code: 0, output: `${user.username} is not an admin; nothing changed.` };
  const otherAdmins = await model.countDocuments({ isAdmin: true, isWhitelisted: true, _id: { $ne: user._id } }).exec();
  if (otherAdmins === 0 && !force) {
    return { code: 1, output: `${user.username} is the last admin. Grant another admin first, or pass --force.` };
  }
  await users.setFlags(user._id, { isAdmin: false });
  await createSessionRepository(sessionModel(db)).revokeAllForUser(user._id, new Date());
  return { code: 0, output: `${user.username} is no longer an admin; their sessions were ended.` };
}

async function main(): Promise<void> {
  let embedded: EmbeddedDatabase | undefined;
  const dataDir = process.env.EMBEDDED_DB_DIR ?? '../.data/db';
  let uri = process.env.MONGODB_URI ?? runningEmbeddedUri(dataDir);
  if (!uri) {
    embedded = await startEmbeddedDatabase({ dataDir, log: () => undefined });
    uri = embedded.uri;
  }
  const db = await mongoose
    .createConnection(uri, { dbName: process.env.DATABASE_NAME ?? 'portal', autoIndex: false })
    .asPromise();
  try {
    const result = await runAdminCli(process.argv.slice(2), db);
    console.log(result.output);
    process.exitCode = result.code;
  } finally {
    await db.close();
    await embedded?.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
