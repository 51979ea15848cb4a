/** Which IP addresses the server may contact on a user's behalf: public unicast only (SSRF guard). */
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
// ::/96 (IPv4-compatible, deprecated: `[::127.0.0.1]` reaches 127.0.0.1 on many stacks) and ::ffff:0:0:0/96 (SIIT)
// are refused whole; ::ffff:0:0/96 (IPv4-mapped) is judged by the IPv4 address inside.
for (const [net, prefix] of [
  ['::', 96], ['::ffff:0:0:0', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32],
  ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) blocked.addSubnet(net, prefix, 'ipv6');

/** True for a public unicast address; false for loopback, private, link-local, reserved and IPv4-embedding private ones. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const canonical = canonicalIpv6(address);
  if (!canonical) return false;
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (mapped) return isPublicAddress(ipv4FromHex(mapped[1]!, mapped[2]!));
  return !blocked.check(canonical, 'ipv6');
}

/** The WHATWG URL parser's compressed, lower-case, hex-only spelling (`0:0::ffff:127.0.0.1` → `::ffff:7f00:1`). */
function canonicalIpv6(address: string): string | null {
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

function ipv4FromHex(high: string, low: string): string {
  const hi = parseInt(high, 16);
  const lo = parseInt(low, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}
