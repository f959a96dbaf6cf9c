import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses an SMTP server must not have unless the deployment allows private hosts: private,
 * loopback, link-local, unique-local and unspecified ones. Without this, the admin's SMTP settings
 * (or a stolen admin token) could send mail, and the saved password, to internal services.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

export const PRIVATE_HOST_MESSAGE =
  'The SMTP host is a private, loopback or link-local address (or resolves to one). Use a public mail server; this deployment does not allow private SMTP hosts.';

/** True for an address in a private, loopback, link-local or unspecified range (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return false;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type SmtpHostCheck =
  | { ok: true; address: string }
  | { ok: false; reason: 'private'; address: string }
  | { ok: false; reason: 'unresolved'; detail: string };

/**
 * Resolves an SMTP host (node:dns, every address it has) and refuses it when any address is
 * private, unless `allowPrivate`. Returns the address to connect to, so the send uses exactly
 * the address that was checked.
 */
export async function checkSmtpHost(host: string, allowPrivate: boolean): Promise<SmtpHostCheck> {
  const literal = host.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(literal)) addresses = [literal];
  else {
    try {
      addresses = (await lookup(literal, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch (error) {
      return { ok: false, reason: 'unresolved', detail: (error as Error).message };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved', detail: `${host} has no address` };
  const blocked = addresses.find(isPrivateAddress);
  if (blocked && !allowPrivate) return { ok: false, reason: 'private', address: blocked };
  return { ok: true, address: addresses[0]! };
}
