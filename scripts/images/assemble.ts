import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { spawnInContainer, type ContainerHost } from './container';
import {
  commandOf,
  parseArg,
  parseDockerfileWithArgs,
  parseEnv,
  parseHealthcheck,
  splitFlags,
  substituteArgs,
  type Stage,
} from './dockerfile';
import { isIgnored, parseDockerignore, type IgnoreRule } from './dockerignore';

/** An assembled image: its /app on this machine and the configuration its Dockerfile set. */
export type Image = {
  name: string;
  base: string;
  root: string;
  env: Record<string, string>;
  workdir: string;
  user: string;
  cmd: string[];
  healthcheck: { options: Record<string, string>; command: string[] } | null;
  expose: number[];
};

type StageState = {
  dir: string;
  key: string;
  base: string;
  env: Record<string, string>;
  workdir: string;
  user: string;
  cmd: string[];
  healthcheck: Image['healthcheck'];
  expose: number[];
};

export type AssembleOptions = {
  name: string;
  /** The build context (the repository root for every Dockerfile here). */
  context: string;
  dockerfile: string;
  workDir: string;
  /**
   * RUN results by cache key (the key chains the base image, every instruction before it and the
   * content of everything copied before it), as a builder's layer cache: an unchanged step is
   * reused, any change to what it could see runs it again.
   */
  layerCache: string;
  host: ContainerHost;
  log: (line: string) => void;
  /** `--build-arg`s (compose's `build.args`). */
  buildArgs?: Record<string, string>;
};

const sha = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** A path inside the image (/app/…) as a path on this machine. */
function hostPath(stageDir: string, imagePath: string): string {
  const normal = posix.normalize(imagePath);
  if (normal !== '/app' && !normal.startsWith('/app/')) {
    throw new Error(`only paths under /app are assembled here, not ${imagePath}`);
  }
  return join(stageDir, normal.slice('/app'.length));
}

/** Hard-linked copy of a tree (fast; nothing here edits a file in place, COPY replaces files). */
function linkTree(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  const result = spawnSync('cp', ['-al', from, to], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cp -al ${from} ${to}: ${result.stderr}`);
}

/** The build context's files under `source`, minus .dockerignore, as relative paths. */
function contextFiles(context: string, source: string, rules: IgnoreRule[]): string[] {
  const files: string[] = [];
  const walk = (rel: string) => {
    if (isIgnored(rules, rel)) return;
    const stat = lstatSync(join(context, rel));
    if (stat.isDirectory()) {
      for (const entry of readdirSync(join(context, rel)).sort()) walk(`${rel}/${entry}`);
    } else files.push(rel);
  };
  const start = posix
    .normalize(source)
    .replace(/^\.?\/+/, '')
    .replace(/\/+$/, '');
  if (start.includes('*') || start.includes('?')) throw new Error(`COPY wildcards are not supported here: ${source}`);
  if (start === '' || start === '.') {
    for (const entry of readdirSync(context).sort()) walk(entry);
    return files;
  }
  if (!existsSync(join(context, start)) || isIgnored(rules, start)) {
    throw new Error(`COPY failed: "${source}" not found in the build context or excluded by .dockerignore`);
  }
  walk(start);
  return files;
}

function copyFile(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  rmSync(to, { force: true, recursive: true });
  const stat = lstatSync(from);
  if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
  else {
    copyFileSync(from, to);
    chmodSync(to, stat.mode & 0o777);
    utimesSync(to, stat.atime, stat.mtime);
  }
}

function chownTree(path: string, owner: string): void {
  const result = spawnSync('chown', ['-R', '-h', owner, path], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`chown ${owner}: ${result.stderr}`);
}

/**
 * COPY as a builder does it: a directory's contents go into the destination, a lone file to the
 * destination path (or into it when it ends with `/` or there are several sources).
 */
function copy(
  state: StageState,
  args: string,
  options: AssembleOptions,
  rules: IgnoreRule[],
  stages: Map<string, StageState>,
): string {
  const { flags, rest } = splitFlags(args);
  const parts = rest.split(/\s+/);
  const dest = parts.pop();
  if (!dest || parts.length === 0) throw new Error(`COPY needs a source and a destination: ${args}`);
  const destPath = dest.startsWith('/') ? dest : posix.join(state.workdir, dest);
  const intoDir = dest.endsWith('/') || parts.length > 1;
  let hash = `COPY ${args}`;
  for (const source of parts) {
    if (flags.from !== undefined) {
      const from = stages.get(flags.from);
      if (!from) throw new Error(`COPY --from=${flags.from}: no such stage`);
      const src = hostPath(from.dir, source.startsWith('/') ? source : posix.join(from.workdir, source));
      if (!existsSync(src)) throw new Error(`COPY --from=${flags.from}: "${source}" does not exist in that stage`);
      const target = hostPath(state.dir, intoDir ? posix.join(destPath, posix.basename(source)) : destPath);
      rmSync(target, { recursive: true, force: true });
      if (lstatSync(src).isDirectory()) linkTree(src, target);
      else copyFile(src, target);
      if (flags.chown) chownTree(target, flags.chown);
      hash += from.key;
      continue;
    }
    const files = contextFiles(options.context, source, rules);
    const start = posix
      .normalize(source)
      .replace(/^\.?\/+/, '')
      .replace(/\/+$/, '');
    const isDir = start === '' || start === '.' || lstatSync(join(options.context, start)).isDirectory();
    for (const file of files) {
      const inside = isDir ? relative(start === '.' ? '' : start, file) : posix.basename(file);
      const target = isDir || intoDir ? posix.join(destPath, inside) : destPath;
      copyFile(join(options.context, file), hostPath(state.dir, target));
      if (flags.chown) chownTree(hostPath(state.dir, target), flags.chown);
      hash = sha(hash, file, readFileSync(join(options.context, file)).toString('base64'));
    }
  }
  return hash;
}

async function run(state: StageState, command: string, options: AssembleOptions, cacheKey: string): Promise<void> {
  const cached = join(options.layerCache, cacheKey);
  if (existsSync(cached)) {
    rmSync(state.dir, { recursive: true, force: true });
    linkTree(cached, state.dir);
    options.log(`    RUN ${command}  (cached)`);
    return;
  }
  const started = Date.now();
  const child = spawnInContainer({
    imageRoot: state.dir,
    host: options.host,
    workdir: state.workdir,
    user: state.user,
    command: ['/bin/sh', '-c', command],
    // npm reads packages from its cache when it can: the same packages, without the network.
    env: { ...state.env, npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  if (code !== 0) throw new Error(`RUN ${command} failed with exit code ${code}:\n${output.slice(-4000)}`);
  options.log(`    RUN ${command}  (${Math.round((Date.now() - started) / 1000)} s)`);
  mkdirSync(options.layerCache, { recursive: true });
  const temporary = `${cached}.${process.pid}.tmp`;
  linkTree(state.dir, temporary);
  renameSync(temporary, cached);
}

/** Assembles the final stage of a Dockerfile: every stage in order, as `docker build` would. */
export async function assembleImage(options: AssembleOptions): Promise<{ image: Image; usedKeys: string[] }> {
  const { globalArgs, stages } = parseDockerfileWithArgs(readFileSync(options.dockerfile, 'utf8'));
  const globals: Record<string, string> = {};
  for (const { args } of globalArgs) {
    const { name, defaultValue } = parseArg(args);
    const value = options.buildArgs?.[name] ?? defaultValue;
    if (value !== undefined) globals[name] = value;
  }
  const rulesFile = join(options.context, '.dockerignore');
  const rules = existsSync(rulesFile) ? parseDockerignore(readFileSync(rulesFile, 'utf8')) : [];
  const built = new Map<string, StageState>();
  const usedKeys: string[] = [];
  let last: StageState | undefined;
  for (const stage of stages) {
    last = await buildStage(
      { ...stage, base: substituteArgs(stage.base, globals) },
      globals,
      options,
      rules,
      built,
      usedKeys,
    );
    built.set(String(stage.index), last);
    if (stage.name) built.set(stage.name, last);
  }
  const final = last!;
  if (final.cmd.length === 0) throw new Error(`${options.dockerfile}: the final stage has no CMD`);
  return {
    image: {
      name: options.name,
      base: final.base,
      root: final.dir,
      env: final.env,
      workdir: final.workdir,
      user: final.user,
      cmd: final.cmd,
      healthcheck: final.healthcheck,
      expose: final.expose,
    },
    usedKeys,
  };
}

async function buildStage(
  stage: Stage,
  globals: Record<string, string>,
  options: AssembleOptions,
  rules: IgnoreRule[],
  built: Map<string, StageState>,
  usedKeys: string[],
): Promise<StageState> {
  const dir = join(options.workDir, options.name, `stage-${stage.index}`);
  rmSync(dir, { recursive: true, force: true });
  const parent = built.get(stage.base);
  const state: StageState = parent
    ? { ...parent, dir, env: { ...parent.env }, expose: [...parent.expose] }
    : {
        dir,
        key: sha('FROM', stage.base),
        base: stage.base,
        env: {},
        workdir: '/',
        user: '',
        cmd: [],
        healthcheck: null,
        expose: [],
      };
  if (parent) linkTree(parent.dir, dir);
  else mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  options.log(`  stage ${stage.name ?? stage.index} FROM ${stage.base}`);
  // The build arguments this stage declared (they end with it; ENV of the same name wins).
  const declared: Record<string, string> = {};
  const substitutes = new Set(['WORKDIR', 'ENV', 'USER', 'COPY', 'EXPOSE', 'LABEL']);
  for (const { keyword, args: written, line } of stage.instructions) {
    const args = substitutes.has(keyword) ? substituteArgs(written, { ...declared, ...state.env }) : written;
    try {
      switch (keyword) {
        case 'ARG': {
          const { name, defaultValue } = parseArg(args);
          const value = options.buildArgs?.[name] ?? defaultValue ?? globals[name];
          if (value !== undefined) declared[name] = value;
          state.key = sha(state.key, keyword, name, value ?? '');
          break;
        }
        case 'WORKDIR':
          state.workdir = args.startsWith('/') ? posix.normalize(args) : posix.join(state.workdir, args);
          mkdirSync(hostPath(dir, state.workdir), { recursive: true });
          state.key = sha(state.key, keyword, args);
          break;
        case 'ENV':
          Object.assign(state.env, parseEnv(args));
          state.key = sha(state.key, keyword, args);
          break;
        case 'USER':
          state.user = args;
          state.key = sha(state.key, keyword, args);
          break;
        case 'COPY':
          state.key = sha(state.key, copy(state, args, options, rules, built));
          break;
        case 'RUN':
          state.key = sha(state.key, keyword, args, JSON.stringify(state.env), state.user, state.workdir);
          usedKeys.push(state.key);
          // A RUN sees the stage's build arguments as environment variables (ENV wins).
          await run({ ...state, env: { ...declared, ...state.env } }, args, options, state.key);
          break;
        case 'CMD':
          state.cmd = commandOf(args);
          break;
        case 'HEALTHCHECK':
          state.healthcheck = parseHealthcheck(args);
          break;
        case 'EXPOSE':
          state.expose.push(...args.split(/\s+/).map((port) => Number.parseInt(port, 10)));
          break;
        case 'LABEL':
          break;
        default:
          throw new Error(`${keyword} is not supported by this check`);
      }
    } catch (error) {
      throw new Error(
        `${relative(options.context, options.dockerfile)}:${line} ${keyword}: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  return state;
}
