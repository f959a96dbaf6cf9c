/** One instruction of a Dockerfile, continuation lines joined. */
export type Instruction = { keyword: string; args: string; line: number };

export type Stage = { index: number; name: string | null; base: string; instructions: Instruction[] };

/** Parses a Dockerfile into its stages (comments and `\` continuations handled; no parser directives). */
export function parseDockerfile(text: string): Stage[] {
  return parseDockerfileWithArgs(text).stages;
}

/**
 * A Dockerfile's stages and its global build arguments (the `ARG`s before the first `FROM`, which
 * a stage sees only once it declares them again, as `docker build` has it).
 */
export function parseDockerfileWithArgs(text: string): { globalArgs: Instruction[]; stages: Stage[] } {
  const globalArgs: Instruction[] = [];
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let current = lines[i]!.trim();
    if (current === '' || current.startsWith('#')) continue;
    while (current.endsWith('\\') && i + 1 < lines.length) {
      i++;
      const next = lines[i]!.trim();
      current = current.slice(0, -1).trimEnd() + (next.startsWith('#') ? '' : ` ${next}`);
    }
    const match = /^(\w+)\s*(.*)$/.exec(current);
    if (!match) throw new Error(`line ${start + 1}: not an instruction: ${current}`);
    const keyword = match[1]!.toUpperCase();
    const args = match[2]!.trim();
    if (keyword === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!from) throw new Error(`line ${start + 1}: FROM needs an image: ${current}`);
      stages.push({ index: stages.length, name: from[2] ?? null, base: from[1]!, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage && keyword === 'ARG') {
      globalArgs.push({ keyword, args, line: start + 1 });
      continue;
    }
    if (!stage) throw new Error(`line ${start + 1}: ${keyword} before the first FROM`);
    stage.instructions.push({ keyword, args, line: start + 1 });
  }
  if (stages.length === 0) throw new Error('no FROM in the Dockerfile');
  return { globalArgs, stages };
}

/** `ARG NAME` or `ARG NAME=default`. */
export function parseArg(args: string): { name: string; defaultValue: string | undefined } {
  const match = /^([A-Za-z_][\w]*)(?:=(.*))?$/.exec(args.trim());
  if (!match) throw new Error(`ARG needs a name: ${args}`);
  const raw = match[2];
  return { name: match[1]!, defaultValue: raw?.startsWith('"') ? (JSON.parse(raw) as string) : raw };
}

/**
 * A Dockerfile's variable substitution in the instructions that take it (COPY, ENV, WORKDIR,
 * USER, EXPOSE…, not RUN or CMD): `$NAME`, `${NAME}`, `${NAME:-word}` and `${NAME:+word}`; an
 * unset name is empty. `\$` stays a literal `$`.
 */
export function substituteArgs(text: string, vars: Record<string, string>): string {
  return text.replace(
    /\\\$|\$\{(\w+)(?::([-+])([^}]*))?\}|\$(\w+)/g,
    (match, braced?: string, op?: string, word?: string, bare?: string) => {
      if (match === '\\$') return '$';
      const value = vars[(braced ?? bare)!];
      if (op === '-') return value ? value : (word ?? '');
      if (op === '+') return value ? (word ?? '') : '';
      return value ?? '';
    },
  );
}

/** `--name=value` flags at the start of COPY/HEALTHCHECK arguments, and the rest. */
export function splitFlags(args: string): { flags: Record<string, string>; rest: string } {
  const flags: Record<string, string> = {};
  let rest = args;
  for (;;) {
    const flag = /^--([\w-]+)=(\S+)\s*/.exec(rest);
    if (!flag) return { flags, rest };
    flags[flag[1]!] = flag[2]!;
    rest = rest.slice(flag[0].length);
  }
}

/** A CMD or HEALTHCHECK command: exec form (JSON array) or shell form (run by `sh -c`). */
export function commandOf(args: string): string[] {
  if (args.startsWith('[')) {
    const parsed: unknown = JSON.parse(args);
    if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) {
      throw new Error(`exec form must be a JSON array of strings: ${args}`);
    }
    return parsed as string[];
  }
  return ['/bin/sh', '-c', args];
}

/** `ENV a=1 b="two words"` or the legacy `ENV a 1`. */
export function parseEnv(args: string): Record<string, string> {
  const env: Record<string, string> = {};
  if (!/^[\w.-]+=/.test(args)) {
    const legacy = /^([\w.-]+)\s+(.*)$/.exec(args);
    if (!legacy) throw new Error(`ENV needs a name and a value: ${args}`);
    env[legacy[1]!] = legacy[2]!;
    return env;
  }
  const pair = /([\w.-]+)=("(?:[^"\\]|\\.)*"|\S*)/g;
  for (const match of args.matchAll(pair)) {
    const raw = match[2]!;
    env[match[1]!] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  }
  return env;
}

/** HEALTHCHECK options (`--interval=15s` …) and its command; null for `HEALTHCHECK NONE`. */
export function parseHealthcheck(args: string): { options: Record<string, string>; command: string[] } | null {
  if (/^NONE$/i.test(args)) return null;
  const { flags, rest } = splitFlags(args);
  const cmd = /^CMD\s+(.*)$/i.exec(rest);
  if (!cmd) throw new Error(`HEALTHCHECK needs CMD: ${args}`);
  return { options: flags, command: commandOf(cmd[1]!.trim()) };
}
