/**
 * The gateway as the bench runs it: its own process (so the load generator does not share its
 * event loop or its memory figures), configured from the environment exactly like `npm start`.
 * Tells the parent its URL over IPC once it listens, and answers its memory and rollup questions.
 */
import { loadConfig } from '../../gateway/src/config';
import { createLogger } from '../../gateway/src/infra/logger';
import { startGateway } from '../../gateway/src/server';
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
process.send?.({ type: 'ready', url: gateway.url });
process.on('disconnect', () => {
  void gateway.close().finally(() => process.exit(0));
});
