import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { parse as parseYaml } from 'yaml';

export type ComposeService = {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string | number | null> | string[] };
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  env_file?: string | (string | { path: string; required?: boolean })[];
  ports?: string[];
  volumes?: string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[]; start_period?: string; interval?: string };
  [key: string]: unknown;
};

export type ComposeFile = { services: Record<string, ComposeService>; volumes?: Record<string, unknown> };

/**
 * Compose's variable substitution: `$VAR`, `${VAR}`, `${VAR:-default}` / `${VAR-default}`,
 * `${VAR:?message}` / `${VAR?message}` (a missing value is an error) and `$$` for a literal `$`.
 */
export function interpolate(value: string, vars: Record<string, string>, where: string): string {
  return value.replace(
    /\$\$|\$\{(\w+)(?:(:?[-?])((?:[^{}]|\{[^{}]*\})*))?\}|\$(\w+)/g,
    (match, braced?: string, op?: string, arg?: string, bare?: string) => {
      if (match === '$$') return '$';
      const name = (braced ?? bare)!;
      const value = vars[name];
      const unset = value === undefined || (op?.startsWith(':') === true && value === '');
      if (op === ':-' || op === '-') return unset ? interpolate(arg ?? '', vars, where) : value!;
      if (op === ':?' || op === '?') {
        if (unset) throw new Error(`${where}: required variable ${name} is missing a value: ${arg ?? ''}`);
        return value!;
      }
      return value ?? '';
    },
  );
}

function interpolateAll(node: unknown, vars: Record<string, string>, where: string): unknown {
  if (typeof node === 'string') return interpolate(node, vars, where);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, vars, where));
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, interpolateAll(value, vars, `${where}.${key}`)]),
    );
  }
  return node;
}

/** docker-compose.yml with every variable substituted from `dotenv` (the project's .env). */
export function loadCompose(file: string, dotenv: Record<string, string>): ComposeFile {
  const raw = parseYaml(readFileSync(file, 'utf8')) as ComposeFile;
  return interpolateAll(raw, dotenv, 'docker-compose.yml') as ComposeFile;
}

function envList(environment: ComposeService['environment']): Record<string, string> {
  if (!environment) return {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [key, value == null ? '' : String(value)]),
  );
}

/**
 * The environment compose gives a service's container: its env_file(s), then `environment` on
 * top. `readEnvFile` reads a file named relative to the compose file (the check hands its test
 * .env for the project's `.env`).
 */
export function serviceEnvironment(
  composeFile: string,
  service: ComposeService,
  readEnvFile: (path: string) => string | null,
): Record<string, string> {
  const files =
    service.env_file === undefined ? [] : Array.isArray(service.env_file) ? service.env_file : [service.env_file];
  const fromFiles: Record<string, string> = {};
  for (const entry of files) {
    const { path, required } = typeof entry === 'string' ? { path: entry, required: true } : entry;
    const text = readEnvFile(resolve(dirname(composeFile), path));
    if (text === null) {
      if (required !== false) throw new Error(`env_file ${path} not found`);
      continue;
    }
    Object.assign(fromFiles, parseDotenv(text));
  }
  return { ...fromFiles, ...envList(service.environment) };
}

/** A service's `build.args` (map or `NAME=value` list) as `--build-arg`s. */
export function buildArgs(service: ComposeService): Record<string, string> {
  return envList(service.build?.args as ComposeService['environment']);
}

export function dependencies(service: ComposeService): Record<string, string> {
  const deps = service.depends_on;
  if (!deps) return {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((name) => [name, 'service_started']));
  return Object.fromEntries(Object.entries(deps).map(([name, dep]) => [name, dep.condition ?? 'service_started']));
}

/** Services in an order that starts each one after those it depends on. */
export function startOrder(compose: ComposeFile): string[] {
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (order.includes(name)) return;
    if (path.includes(name)) throw new Error(`depends_on cycle: ${[...path, name].join(' → ')}`);
    const service = compose.services[name];
    if (!service) throw new Error(`${path.at(-1)} depends on unknown service ${name}`);
    for (const dep of Object.keys(dependencies(service))) visit(dep, [...path, name]);
    order.push(name);
  };
  for (const name of Object.keys(compose.services)) visit(name, []);
  return order;
}
