import 'dotenv/config';
import { SchemaTooNewError } from '@portal/mongo-init';
import { ConfigError, loadConfig } from './config';
import { startGateway } from './server';

/** Beyond the grace period, the longest the stop may take (its steps are bounded well inside it). */
const STOP_BUDGET_MS = 15_000;

/** Entry point: validated config, then the gateway, then a graceful stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  // A stop asked for during start-up: exit at once (an embedded database is killed on exit)
  // rather than die of the signal and leave it running.
  const stopWhileStarting = () => process.exit(1);
  process.on('SIGINT', stopWhileStarting);
  process.on('SIGTERM', stopWhileStarting);
  const gateway = await startGateway(config);
  process.off('SIGINT', stopWhileStarting);
  process.off('SIGTERM', stopWhileStarting);
  let stopping = false;
  const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
  const stop = (signal: string) => {
    if (stopping) {
      // A second Ctrl-C: the operator does not want to wait for the drain.
      console.error(`${signal} again; exiting at once`);
      process.exit(1);
    }
    stopping = true;
    gateway.container.log.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutting down');
    // Past the grace period plus the bounded stop steps, exit regardless.
    setTimeout(() => {
      console.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, graceMs + STOP_BUDGET_MS).unref();
    gateway
      .close({ graceMs })
      .then(() => {
        gateway.container.log.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  // A database from a newer release is an operator's matter: say what to do, without a stack trace.
  console.error(error instanceof SchemaTooNewError ? error.message : error);
  process.exit(1);
});
