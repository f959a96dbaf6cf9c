/**
 * The gateway as the bench runs it: its own process (so the load generator does not share its
 * event loop or its memory figures), configured from the environment exactly like `npm start`.
 * Tells the parent its URL over IPC once it listens, and answers its memory and rollup questions.
 */
import { loadConfig } from '../../gateway/src/config';
import { createLogger } from '../../gateway/src/infra/logger';
import { startGateway } from '../../gateway/src/server';
import { insertBenchDeals } from './benchData';
import { benchDeal } from './frontend-deals';
import { answerMemoryQuestions } from './memorySampler';

const config = loadConfig(process.env);
const gateway = await startGateway(config, { log: createLogger(config.LOG_LEVEL, false) });
answerMemoryQuestions();
// The bench seeds deals straight into the database, past the rollups: it asks for the recurring
// repair (the same recomputation the hourly job runs) before it reads the dashboards.
process.on('message', (message: { type?: string }) => {
  if (message.type !== 'repair-rollups') return;
  void gateway.container.services.rollupRepair.runOnce({ force: true }).then(
    (report) => process.send?.({ type: 'repair-rollups', repaired: report !== null }),
    (error: unknown) => process.send?.({ type: 'repair-rollups', repaired: false, error: String(error) }),
  );
});
// The write soak grows the rest of the community's book while its members create through the API:
// `count` varied deals owned by `username` (a member who has signed in), through the repository.
process.on('message', (message: { type?: string; username?: string; count?: number; from?: number }) => {
  if (message.type !== 'insert-deals') return;
  const answer = async () => {
    const c = gateway.container;
    const owner = await c.repositories.users.findByUsername(String(message.username));
    if (!owner) throw new Error(`${message.username} has not signed in`);
    const now = Date.now();
    const from = message.from ?? 0;
    await insertBenchDeals(
      c,
      Array.from({ length: message.count ?? 0 }, (_, i) => ({ owner, fields: benchDeal(from + i, now) })),
    );
  };
  void answer().then(
    () => process.send?.({ type: 'insert-deals', inserted: message.count ?? 0 }),
    (error: unknown) => process.send?.({ type: 'insert-deals', inserted: 0, error: String(error) }),
  );
});
process.send?.({ type: 'ready', url: gateway.url });
process.on('disconnect', () => {
  void gateway.close().finally(() => process.exit(0));
});
