/**
 * The gateway as the bench runs it: its own process (so the load generator does not share its
 * event loop or its memory figures), configured from the environment exactly like `npm start`.
 * Tells the parent its URL over IPC once it listens.
 */
import { loadConfig } from '../../gateway/src/config';
import { createLogger } from '../../gateway/src/infra/logger';
import { startGateway } from '../../gateway/src/server';
import { answerMemoryQuestions } from './memorySampler';

const config = loadConfig(process.env);
const gateway = await startGateway(config, { log: createLogger(config.LOG_LEVEL, false) });
answerMemoryQuestions();
process.send?.({ type: 'ready', url: gateway.url });
process.on('disconnect', () => {
  void gateway.close().finally(() => process.exit(0));
});
