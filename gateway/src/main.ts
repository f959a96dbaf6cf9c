import 'dotenv/config';
import { ConfigError, loadConfig } from './config';
import { startGateway } from './server';

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
  const gateway = await startGateway(config);
  let stopping = false;
  const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    gateway.container.log.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutting down');
    // Past the grace period plus time to stop the jobs and the database, exit regardless.
    setTimeout(() => {
      console.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, graceMs + 15_000).unref();
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
  console.error(error);
  process.exit(1);
});
