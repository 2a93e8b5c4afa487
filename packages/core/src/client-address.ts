import { z } from "zod";

// Who is asking, for the limits keyed by address. X-Forwarded-For is anyone's to write, so it is
// believed only from a proxy the operator named, and then only the hops those proxies added.

const ipAddress = z.union([z.ipv4(), z.ipv6()]);
const addressOrRange = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/** Whether `value` is an IP address or a CIDR range (`203.0.113.0/24`, `2001:db8::/32`). */
export const isAddressOrRange = (value: string): boolean => addressOrRange.safeParse(value).success;

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) is `192.0.2.1`. */
const normaliseAddress = (address: string): string => {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return mapped?.[1] ?? trimmed;
};

/**
 * The client's address: the socket's peer, unless the peer is a trusted proxy; then the
 * X-Forwarded-For hops are read from the right (the nearest first), skipping trusted proxies, and
 * the first other one is the client. A hop that is not an address stops the walk at the last
 * trusted one.
 */
export function clientAddressOf(
  peer: string,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  const trusted = new Set(trustedProxies.map(normaliseAddress));
  let client = normaliseAddress(peer);
  if (!trusted.has(client) || !forwardedFor) return client;
  const hops = forwardedFor.split(",").map(normaliseAddress).reverse();
  for (const hop of hops) {
    if (!ipAddress.safeParse(hop).success) return client;
    client = hop;
    if (!trusted.has(hop)) return client;
  }
  return client;
}

/** An IPv6 address's first four groups: the /64 a single subscriber is usually given. */
function ipv6Network(address: string): string {
  const [head = "", tail] = address.split("::");
  const groupsOf = (part: string) =>
    part === "" ? [] : part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const start = groupsOf(head);
  const end = tail === undefined ? [] : groupsOf(tail);
  const groups = [...start, ...Array<string>(Math.max(0, 8 - start.length - end.length)).fill("0"), ...end];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * The key a per-address limit counts under: an IPv4 address itself, an IPv6 address's /64, since
 * one subscriber holds a whole /64 and could otherwise take a fresh address for every request.
 */
export const addressLimitKey = (address: string): string => {
  const normal = normaliseAddress(address);
  return z.ipv6().safeParse(normal).success ? ipv6Network(normal) : normal;
};
