import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a container engine would give every service, made on this machine without one: the
 * image's files mounted at /app in a private mount namespace (so absolute paths such as
 * /app/node_modules are the image's own), compose's service names in /etc/hosts, and the
 * official Node image's `node` user (uid 1000) in /etc/passwd and /etc/group. Needs root
 * (unshare, mount); the host's node stands in for the image's.
 */
export type ContainerHost = { hostsFile: string; passwdFile: string; groupFile: string };

/** uid/gid of the `node` user of the official Node images. */
export const NODE_USER = { name: 'node', uid: 1000, gid: 1000, home: '/home/node' };

export function prepareContainerHost(workDir: string, addresses: Record<string, string>): ContainerHost {
  mkdirSync(workDir, { recursive: true });
  // The mount point of every image's /app; an empty folder on the host itself.
  if (!existsSync('/app')) mkdirSync('/app');
  const hostsFile = join(workDir, 'hosts');
  const names = Object.entries(addresses).map(([name, address]) => `${address}\t${name}`);
  writeFileSync(hostsFile, ['127.0.0.1\tlocalhost', '::1\tlocalhost', ...names, ''].join('\n'));
  const passwdFile = join(workDir, 'passwd');
  const groupFile = join(workDir, 'group');
  const passwd = readFileSync('/etc/passwd', 'utf8').replace(/^node:.*\n/m, '');
  const group = readFileSync('/etc/group', 'utf8').replace(/^node:.*\n/m, '');
  writeFileSync(passwdFile, `${passwd}node:x:${NODE_USER.uid}:${NODE_USER.gid}::${NODE_USER.home}:/bin/sh\n`);
  writeFileSync(groupFile, `${group}node:x:${NODE_USER.gid}:\n`);
  for (const file of [hostsFile, passwdFile, groupFile]) chmodSync(file, 0o644);
  return { hostsFile, passwdFile, groupFile };
}

// Positional: image root, hosts, passwd, group, workdir, then the command. `exec` keeps the
// service's pid the one we spawned, so signals reach it as `docker stop` would send them.
const ENTER = `set -e
mount --bind "$1" /app
mount --bind "$2" /etc/hosts
mount --bind "$3" /etc/passwd
mount --bind "$4" /etc/group
mkdir -p "$5" 2>/dev/null || true
cd "$5"
shift 5
exec "$@"`;

export type RunInContainer = {
  imageRoot: string;
  host: ContainerHost;
  workdir: string;
  /** USER of the image: `node`, `root` or empty (root). */
  user: string;
  command: string[];
  env: Record<string, string>;
  stdio?: SpawnOptions['stdio'];
};

/** Starts `command` inside the image's filesystem, as the image's user, with exactly `env` (plus PATH). */
export function spawnInContainer(options: RunInContainer): ChildProcess {
  if (!options.workdir.startsWith('/app')) throw new Error(`WORKDIR must be /app or below it, not ${options.workdir}`);
  const asUser = userCommand(options.user);
  return spawn(
    'unshare',
    [
      '--mount',
      '--propagation',
      'private',
      'sh',
      '-c',
      ENTER,
      'enter',
      options.imageRoot,
      options.host.hostsFile,
      options.host.passwdFile,
      options.host.groupFile,
      options.workdir,
      ...asUser,
      ...options.command,
    ],
    {
      env: {
        PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
        HOME: options.user === NODE_USER.name ? NODE_USER.home : '/root',
        ...options.env,
      },
      stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'],
    },
  );
}

function userCommand(user: string): string[] {
  if (user === '' || user === 'root' || user === '0') return [];
  if (user !== NODE_USER.name && user !== String(NODE_USER.uid)) throw new Error(`unknown USER ${user}`);
  return ['setpriv', `--reuid=${NODE_USER.uid}`, `--regid=${NODE_USER.gid}`, '--clear-groups'];
}
