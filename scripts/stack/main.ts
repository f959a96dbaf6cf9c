import 'dotenv/config';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../../gateway/src/config';
import { startStack } from './stack';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The whole stop (every part bounded in stack.ts) never takes longer than this. */
const STOP_DEADLINE_MS = 30_000;
/** A signal repeated sooner than this is the same request to stop (terminal and npm both pass Ctrl-C on). */
const REPEAT_SIGNAL_MS = 1_000;

/** `npm start`: the whole portal on the usual loopback ports until Ctrl-C. */
async function main(): Promise<void> {
  // A stop asked for while the portal is still starting: exit at once (which also ends the
  // embedded database) rather than die of the signal and leave the database running.
  const stopWhileStarting = () => process.exit(1);
  process.on('SIGINT', stopWhileStarting);
  process.on('SIGTERM', stopWhileStarting);
  const num = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);
  const stack = await startStack({
    root,
    buildFrontends: !process.argv.includes('--no-build'),
    dataDir: process.env.PORTAL_DATA_DIR ?? join(root, '.data'),
    ports: {
      gateway: num(process.env.PORT, 4000),
      shell: num(process.env.SHELL_PORT, 3000),
      mfeDeals: num(process.env.MFE_DEALS_PORT, 3001),
      mfeAdmin: num(process.env.MFE_ADMIN_PORT, 3002),
      discord: num(process.env.SANDBOX_DISCORD_PORT, 4101),
      microsoft: num(process.env.SANDBOX_MICROSOFT_PORT, 4102),
      smtp: num(process.env.SANDBOX_SMTP_PORT, 2525),
      smtpInbox: num(process.env.SANDBOX_SMTP_INBOX_PORT, 4104),
      ghl: num(process.env.SANDBOX_GHL_PORT, 4103),
    },
  });
  const sandbox = stack.sandboxServices.length ? stack.sandboxServices.join(', ') : 'none';
  console.log(`
  Portal is up.
    Open:      ${stack.urls.shell}
    Gateway:   ${stack.urls.gateway}  (health: ${stack.urls.gateway}/health)
    Remotes:   ${stack.urls.mfeDeals}, ${stack.urls.mfeAdmin}
    Sandbox:   ${sandbox}${stack.urls.discord ? `\n    Discord:   ${stack.urls.discord} (demo-admin, demo-member, demo-pending)` : ''}${
      stack.urls.microsoft ? `\n    OneDrive:  ${stack.urls.microsoft} (sandbox Microsoft sign-in and drive)` : ''
    }${stack.urls.ghl ? `\n    GHL:       ${stack.urls.ghl}/_sandbox (sandbox CRM; move opportunities to send webhooks)` : ''}${stack.urls.smtpInbox ? `\n    Mail:      ${stack.urls.smtpInbox} (every e-mail the portal sends)` : ''}
  Press Ctrl-C to stop.
`);
  let stoppingSince: number | null = null;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== null) {
      // Ctrl-C reaches this process from the terminal and again through npm: only a later one counts.
      if (Date.now() - stoppingSince < REPEAT_SIGNAL_MS) return;
      console.log(`${signal} again: exiting at once`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    console.log(`${signal}: stopping the portal…`);
    // Every part's stop is bounded; this is the last resort. Exiting also kills the embedded database.
    setTimeout(() => {
      console.error(`The portal did not stop within ${STOP_DEADLINE_MS / 1000} s; exiting`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.off('SIGINT', stopWhileStarting);
  process.off('SIGTERM', stopWhileStarting);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
