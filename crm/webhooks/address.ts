/**
 * The SSRF guard of webhooks: an endpoint must not make the CRM post into the shop's own network
 * (a router's admin page, the PostgreSQL server, cloud metadata at 169.254.169.254). The host is
 * resolved (IPv4 and IPv6) when the endpoint is saved, for a clear message, and again by the
 * connection itself at every delivery (`guardedLookup`), so a name that later resolves to a
 * private address (DNS rebinding) is refused on the socket that would have used it.
 * WEBHOOKS_ALLOW_PRIVATE=1 (schema/env.ts) turns the guard off for a receiver on the shop's LAN.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { urlFormRefusal } from '../../schema/webhooks';

const blocked = new BlockList();
// IPv4: "this network", private (RFC 1918), carrier-grade NAT, loopback, link-local, benchmarking,
// multicast and reserved.
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
// IPv6: unspecified, loopback, unique-local, link-local, multicast; IPv4-mapped and NAT64 forms
// are checked by their IPv4 part below.
blocked.addAddress('::', 'ipv6');
blocked.addAddress('::1', 'ipv6');
for (const [net, prefix] of [
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address inside ::ffff:a.b.c.d (or its hex form), else null. */
function mappedV4(ip: string): string | null {
  const m = /^::ffff:(?:0:)?(.+)$/i.exec(ip);
  if (!m) return null;
  if (isIP(m[1]) === 4) return m[1];
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(m[1]);
  if (!hex) return null;
  const n = (parseInt(hex[1], 16) << 16) | parseInt(hex[2], 16);
  return [24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.');
}

export function isPrivateAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return blocked.check(ip, 'ipv4');
  if (family !== 6) return true; // not an address at all: refuse rather than guess
  const v4 = mappedV4(ip);
  if (v4) return blocked.check(v4, 'ipv4');
  return blocked.check(ip, 'ipv6');
}

export const PRIVATE_REFUSAL =
  'Адрес ведёт во внутреннюю сеть (частный, локальный или служебный IP): такие адреса запрещены. ' +
  'Администратор сервера может разрешить их настройкой WEBHOOKS_ALLOW_PRIVATE=1';

/** The URL's host without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Why `raw` may not be a webhook URL (Russian), or null; resolves the host unless private is allowed. */
export async function urlRefusal(raw: string, allowPrivate: boolean): Promise<string | null> {
  const form = urlFormRefusal(raw);
  if (form) return form;
  if (allowPrivate) return null;
  const host = hostOf(new URL(raw));
  if (isIP(host)) return isPrivateAddress(host) ? PRIVATE_REFUSAL : null;
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return `Не удалось найти сервер «${host}» (DNS)`;
  }
  if (addresses.length === 0) return `Не удалось найти сервер «${host}» (DNS)`;
  return addresses.some((a) => isPrivateAddress(a.address)) ? PRIVATE_REFUSAL : null;
}

export class PrivateAddressError extends Error {
  constructor(host: string, ip: string) {
    super(`Адрес ${host} указывает на внутренний IP ${ip}: доставка запрещена`);
  }
}

/**
 * dns.lookup for the delivery's socket: fails when any address of the name is private, so the
 * address checked is the address connected to. (An IP literal never reaches a lookup: the
 * worker checks those itself, `literalRefusal`.)
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad) return callback(new PrivateAddressError(hostname, bad.address), '', 0);
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
};

/** A delivery to an IP literal that is private (no lookup happens for those), else null. */
export function literalRefusal(raw: string): string | null {
  const host = hostOf(new URL(raw));
  return isIP(host) && isPrivateAddress(host) ? new PrivateAddressError(host, host).message : null;
}
