import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

const root = fileURLToPath(new URL('../../../', import.meta.url));

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  ports?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
};

const compose = parse(readFileSync(`${root}docker-compose.yml`, 'utf8')) as { services: Record<string, Service> };
const { services } = compose;

/** Docker Compose interpolation: ${VAR:-default} takes the default, ${VAR:?error} a stand-in value. */
function interpolate(value: string, standIns: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_m, name: string, op?: string, arg?: string) =>
    op === '-' ? (arg ?? '') : (standIns[name] ?? `stand-in-${name.toLowerCase()}`),
  );
}

describe('docker-compose.yml (validated here: no Docker engine runs on this machine)', () => {
  it('has mongo (official image), mongo-init, gateway and the three front ends', () => {
    expect(Object.keys(services).sort()).toEqual(['gateway', 'mfe-admin', 'mfe-deals', 'mongo', 'mongo-init', 'shell']);
    expect(services.mongo?.image).toMatch(/^mongo:\d/);
  });

  it('builds each of our services from its own Dockerfile', () => {
    for (const name of ['mongo-init', 'gateway', 'shell', 'mfe-deals', 'mfe-admin']) {
      const build = services[name]?.build;
      expect(build, name).toBeDefined();
      expect(build?.dockerfile).toBe(`${name}/Dockerfile`);
      expect(existsSync(`${root}${build?.dockerfile}`), `${build?.dockerfile} exists`).toBe(true);
    }
  });

  it('gives the gateway an environment its config validation accepts, with no unknown keys', () => {
    const environment = services.gateway?.environment ?? {};
    const env = Object.fromEntries(
      Object.entries(environment).map(([key, value]) => [
        key,
        interpolate(String(value), { JWT_SECRET: 'j'.repeat(48), ENCRYPTION_KEY: 'e'.repeat(48) }),
      ]),
    );
    const config = loadConfig(env);
    const known = new Set(Object.keys(config));
    expect(Object.keys(env).filter((key) => !known.has(key))).toEqual([]);
    expect(config.MONGODB_URI).toBe('mongodb://mongo:27017/portal');
    expect(config.NODE_ENV).toBe('production');
  });

  it('requires the secrets rather than shipping defaults for them', () => {
    const environment = services.gateway?.environment ?? {};
    for (const secret of ['JWT_SECRET', 'ENCRYPTION_KEY', 'DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET']) {
      expect(environment[secret], secret).toMatch(new RegExp(`^\\$\\{${secret}:\\?`));
    }
  });

  it('publishes each service on the port it listens on, and the shell points at the gateway', () => {
    expect(services.gateway?.ports).toEqual([`${services.gateway?.environment?.PORT}:4000`]);
    expect(services.shell?.ports).toEqual(['3000:3000']);
    expect(services['mfe-deals']?.ports).toEqual(['3001:3001']);
    expect(services['mfe-admin']?.ports).toEqual(['3002:3002']);
    expect(interpolate(services.shell?.environment?.SHELL_API_BASE_URL ?? '', {})).toBe('http://localhost:4000');
    expect(readFileSync(`${root}shell/Dockerfile`, 'utf8')).toContain('--runtime-config-from-env');
  });

  it('initialises the database before the gateway starts', () => {
    expect(services.gateway?.depends_on).toMatchObject({
      'mongo-init': { condition: 'service_completed_successfully' },
    });
    expect(services['mongo-init']?.environment?.MONGODB_URI).toBe(services.gateway?.environment?.MONGODB_URI);
  });
});
