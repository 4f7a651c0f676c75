import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * Where the server may send a request on someone else's say-so (a browser's push endpoint): only
 * public addresses, judged on the address the socket actually connects to (decision 030).
 */

const V4_NOT_PUBLIC: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24],
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];
// IPv6 is judged by what is allowed: global unicast (2000::/3) minus its special blocks. Everything
// else (unspecified, loopback, IPv4-mapped and -compatible, NAT64, link-local fe80::/10,
// unique-local fc00::/7, multicast ff00::/8) is out.
const V6_NOT_PUBLIC: [string, number][] = [
  ['2001::', 32], // Teredo
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28],
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: carries any IPv4 address
];

const notPublic = new net.BlockList();
for (const [a, bits] of V4_NOT_PUBLIC) notPublic.addSubnet(a, bits, 'ipv4');
for (const [a, bits] of V6_NOT_PUBLIC) notPublic.addSubnet(a, bits, 'ipv6');
const globalUnicast = new net.BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The 8 groups of an IPv6 address (with or without an embedded dotted IPv4 tail). */
function groupsOf(v6: string): number[] {
  let text = v6;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const h = part(head);
  const t = part(tail);
  return tail === undefined ? h : [...h, ...Array<number>(8 - h.length - t.length).fill(0), ...t];
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d) stands for. */
function mappedV4(v6: string): string | undefined {
  const g = groupsOf(v6);
  if (g.length !== 8 || g.slice(0, 5).some((x) => x !== 0) || g[5] !== 0xffff) return undefined;
  return [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255].join('.');
}

/** Whether the server may connect to this IP address; `allowLoopback` for a local push service outside production. */
export function isPublicAddress(address: string, { allowLoopback = false } = {}): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  if (ip.includes('%')) return false; // a zone id: link-local by nature
  const family = net.isIP(ip);
  if (family === 4) return (allowLoopback && loopback.check(ip, 'ipv4')) || !notPublic.check(ip, 'ipv4');
  if (family !== 6) return false;
  const v4 = mappedV4(ip);
  if (v4) return isPublicAddress(v4, { allowLoopback });
  if (allowLoopback && loopback.check(ip, 'ipv6')) return true;
  return globalUnicast.check(ip, 'ipv6') && !notPublic.check(ip, 'ipv6');
}

/** Names that are internal whatever they resolve to: cloud metadata services and local-only suffixes. */
const INTERNAL_NAMES = /^(metadata|metadata\.google\.internal|metadata\.goog|instance-data|instance-data\.ec2\.internal|metadata\.azure\.com)$/;
const INTERNAL_SUFFIXES = /\.(internal|local|localdomain|localhost|home\.arpa|intranet|corp|lan)$/;

/**
 * What can be judged of an endpoint from its text: https (plain http only outside production), a
 * host with at least one dot and no trailing one, no internal name, and an IP literal only when it
 * is public. Names that resolve to internal addresses are caught when connecting.
 */
export function acceptableUrl(value: string, { allowLoopback = false, allowHttp = false } = {}): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (host.startsWith('[') || net.isIP(host)) return isPublicAddress(host, { allowLoopback });
  // IPv4 in other spellings (0x7f.1, 2130706433) is normalised by URL; anything numeric left is odd.
  if (/^[\d.]+$/.test(host)) return false;
  if (host === 'localhost') return allowLoopback;
  if (host.endsWith('.') || !host.includes('.')) return false;
  return !INTERNAL_NAMES.test(host) && !INTERNAL_SUFFIXES.test(host);
}

export class RefusedAddressError extends Error {
  readonly code = 'EREFUSEDADDRESS';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for sockets: resolves the name and refuses it unless every address is public, so the
 * address checked is the address connected to (no second resolution a DNS answer could change).
 */
export function publicOnlyLookup({ allowLoopback = false, resolve = dns.lookup } = {}) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const all = addresses as dns.LookupAddress[];
      if (!all.length || all.some((a) => !isPublicAddress(a.address, { allowLoopback }))) {
        return callback(new RefusedAddressError(`${hostname} resolves to an address that is not public`), '');
      }
      if (options.all) return callback(null, all);
      callback(null, all[0]!.address, all[0]!.family);
    });
  };
}

/** Keep-alive agents whose every connection goes through the public-only lookup. */
export function publicOnlyAgents({ allowLoopback = false } = {}) {
  const lookup = publicOnlyLookup({ allowLoopback }) as unknown as net.LookupFunction;
  return { http: new http.Agent({ keepAlive: true, lookup }), https: new https.Agent({ keepAlive: true, lookup }) };
}
