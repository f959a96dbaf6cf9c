import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig, SETTING_NAMES } from '../../src/config';
import { loadCompose, serviceEnvironment, type ComposeFile } from '../../../scripts/images/compose';

// What docker-compose.yml means is proven by `npm test`'s image check (scripts/images), which
// starts every service from it. These tests pin the rules a change to it must keep.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const composeFile = `${root}docker-compose.yml`;
const rootPackage = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };

/** Settings of .env.example that only docker-compose.yml reads (the gateway's config does not). */
const COMPOSE_ONLY = [
  'DOMAIN',
  'PORTAL_VERSION',
  'MONGO_ROOT_USERNAME',
  'MONGO_ROOT_PASSWORD',
  'MONGO_APP_USERNAME',
  'MONGO_APP_PASSWORD',
  'MONGO_REPLICA_SET_KEY',
];

const dotenv = {
  DOMAIN: 'portal.example.com',
  JWT_SECRET: 'j'.repeat(48),
  ENCRYPTION_KEY: 'e'.repeat(48),
  DISCORD_CLIENT_ID: 'client',
  DISCORD_CLIENT_SECRET: 'secret',
  MONGO_ROOT_PASSWORD: 'r'.repeat(32),
  MONGO_APP_PASSWORD: 'a'.repeat(32),
  MONGO_REPLICA_SET_KEY: 'k'.repeat(64),
};
const compose: ComposeFile = loadCompose(composeFile, dotenv);
const { services } = compose;
const raw = parseYaml(readFileSync(composeFile, 'utf8')) as ComposeFile;
const gatewayEnv = serviceEnvironment(composeFile, services.gateway!, () => '');

/** The names a .env file sets, also the commented-out examples (`# NAME=`). */
function namesIn(text: string): string[] {
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}

describe('docker-compose.yml', () => {
  it('has the proxy, mongo, mongo-init, gateway and the three front ends', () => {
    expect(Object.keys(services).sort()).toEqual([
      'gateway',
      'mfe-admin',
      'mfe-deals',
      'mongo',
      'mongo-init',
      'proxy',
      'shell',
    ]);
    expect(services.mongo?.image).toMatch(/^mongo:\d/);
    expect(services.proxy?.image).toMatch(/^caddy:2/);
  });

  it('publishes only the proxy, on 80 and 443', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    expect(services.proxy?.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
  });

  it("tags every image it builds with the release version, by default this checkout's", () => {
    for (const name of ['mongo-init', 'gateway', 'shell', 'mfe-deals', 'mfe-admin']) {
      expect(raw.services[name]?.image, name).toBe(`dealdesk/${name}:\${PORTAL_VERSION:-${rootPackage.version}}`);
    }
    for (const name of ['mongo-init', 'gateway']) expect(services[name]?.build?.dockerfile).toBe(`${name}/Dockerfile`);
  });

  it('builds the three front ends from the one front-end Dockerfile, each app on its own port', () => {
    const frontEnds = Object.fromEntries(
      ['shell', 'mfe-deals', 'mfe-admin'].map((name) => [name, services[name]?.build]),
    );
    expect(frontEnds).toEqual({
      shell: expect.objectContaining({
        dockerfile: 'web-kit/Dockerfile',
        args: { APP: 'shell', PORT: '3000', SERVE_FLAGS: '--runtime-config-from-env' },
      }),
      'mfe-deals': expect.objectContaining({
        dockerfile: 'web-kit/Dockerfile',
        args: { APP: 'mfe-deals', PORT: '3001' },
      }),
      'mfe-admin': expect.objectContaining({
        dockerfile: 'web-kit/Dockerfile',
        args: { APP: 'mfe-admin', PORT: '3002' },
      }),
    });
  });

  it('gives the gateway an environment its config accepts, with no unknown keys, behind one trusted proxy', () => {
    const config = loadConfig(gatewayEnv);
    const known = new Set(Object.keys(config));
    expect(Object.keys(gatewayEnv).filter((key) => !known.has(key))).toEqual([]);
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      TRUST_PROXY_HOPS: 1,
      PUBLIC_API_URL: 'https://portal.example.com/api',
      SHELL_URL: 'https://portal.example.com',
      FRONTEND_ORIGINS: ['https://portal.example.com'],
    });
  });

  it('derives the shell’s API and remote URLs from the one public origin', () => {
    expect(services.shell?.environment).toMatchObject({
      SHELL_API_BASE_URL: 'https://portal.example.com/api',
      MFE_DEALS_URL: 'https://portal.example.com/remotes/deals/remoteEntry.js',
      MFE_ADMIN_URL: 'https://portal.example.com/remotes/admin/remoteEntry.js',
    });
  });

  it('requires the secrets and the domain rather than shipping defaults for them', () => {
    for (const name of ['DOMAIN', 'JWT_SECRET', 'MONGO_APP_PASSWORD', 'MONGO_ROOT_PASSWORD', 'MONGO_REPLICA_SET_KEY']) {
      const { [name as keyof typeof dotenv]: _left, ...withoutIt } = dotenv;
      expect(() => loadCompose(composeFile, withoutIt), name).toThrow(new RegExp(`required variable ${name}`));
    }
  });

  it('hands the whole .env to the gateway, and every setting of .env.example is read by the gateway or by compose', () => {
    expect(raw.services.gateway?.env_file).toBe('.env');
    const example = readFileSync(`${root}.env.example`, 'utf8');
    const gatewayReads = new Set(SETTING_NAMES);
    const composeText = readFileSync(composeFile, 'utf8');
    const unread = namesIn(example).filter(
      (name) => !gatewayReads.has(name) && !(COMPOSE_ONLY.includes(name) && composeText.includes(`\${${name}`)),
    );
    expect(unread).toEqual([]);
  });

  it('runs MongoDB as a replica set with authentication; the gateway and mongo-init sign in as the application user', () => {
    expect(services.mongo?.command).toEqual(expect.arrayContaining(['--replSet', 'rs0', '--keyFile']));
    const uri = new URL(gatewayEnv.MONGODB_URI!);
    expect(uri.username).toBe('portal');
    expect(uri.password).toBe(dotenv.MONGO_APP_PASSWORD);
    expect(uri.searchParams.get('replicaSet')).toBe('rs0');
    expect(uri.searchParams.get('authSource')).toBe('portal');
    expect(services['mongo-init']?.environment).toMatchObject({ MONGODB_URI: gatewayEnv.MONGODB_URI });
    expect(services.mongo?.volumes).toContain(
      './deploy/mongo/create-app-user.sh:/docker-entrypoint-initdb.d/create-app-user.sh:ro',
    );
  });

  it('keeps each front end’s earlier releases in a volume of its own', () => {
    for (const name of ['shell', 'mfe-deals', 'mfe-admin']) {
      expect(services[name]?.environment, name).toMatchObject({ STATIC_ARCHIVE_DIR: '/app/archive' });
      expect(services[name]?.volumes, name).toEqual([`${name}-archive:/app/archive`]);
    }
  });

  it('initialises the database before the gateway starts, once MongoDB is healthy', () => {
    expect(services.gateway?.depends_on).toMatchObject({
      'mongo-init': { condition: 'service_completed_successfully' },
    });
    expect(services['mongo-init']?.depends_on).toMatchObject({ mongo: { condition: 'service_healthy' } });
  });
});
