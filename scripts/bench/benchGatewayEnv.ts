import { randomBytes } from 'node:crypto';

export type BenchGatewayEnvOptions = {
  port: number;
  /** The database the gateway talks to (the bench's, or a command counter in front of it). */
  mongoUri: string;
  databaseName: string;
  /** The sandbox Discord's URL (sign-in of the bench's members). */
  discordUrl: string;
  /** Made admin at first sign-in (the portal has no admin yet). */
  adminUsername: string;
  /** SANDBOX_SERVICES: which simulated providers the gateway reports. */
  sandboxes: string;
  storageDir: string;
};

/**
 * The environment of a gateway child process as the benches run it: production mode with its
 * request logging, fresh secrets, the sandbox Discord for sign-in. Callers add their providers'.
 */
export function benchGatewayEnv(options: BenchGatewayEnvOptions): Record<string, string | undefined> {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    // Production logs every request at info; the bench pays that cost too (output discarded).
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_API_URL: `http://127.0.0.1:${options.port}`,
    SHELL_URL: 'http://127.0.0.1:3000',
    MONGODB_URI: options.mongoUri,
    DATABASE_NAME: options.databaseName,
    JWT_SECRET: randomBytes(32).toString('base64'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    DISCORD_CLIENT_ID: 'sandbox-client',
    DISCORD_CLIENT_SECRET: 'sandbox-secret',
    DISCORD_AUTHORIZE_URL: `${options.discordUrl}/oauth2/authorize`,
    DISCORD_API_URL: `${options.discordUrl}/api/v10`,
    INITIAL_ADMIN_DISCORD_USERNAMES: options.adminUsername,
    SANDBOX_SERVICES: options.sandboxes,
    LOCAL_STORAGE_DIR: options.storageDir,
    // The sandbox mail catcher listens on loopback.
    SMTP_ALLOW_PRIVATE_HOSTS: 'true',
    // A few bench members write far faster than people do: the per-member quota (whose counting
    // each write still pays) must not turn the soak into a measure of 429s.
    WRITES_PER_MINUTE_PER_MEMBER: '100000',
  };
}
