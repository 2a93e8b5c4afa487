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

/** An address as a number of 32 (IPv4) or 128 (IPv6) bits; undefined for anything else. */
function addressBits(address: string): { value: bigint; width: 32 | 128 } | undefined {
  if (z.ipv4().safeParse(address).success)
    return { value: address.split(".").reduce((sum, part) => (sum << 8n) | BigInt(part), 0n), width: 32 };
  if (!z.ipv6().safeParse(address).success) return undefined;
  const [head = "", tail] = address.split("::");
  const groupsOf = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const start = groupsOf(head);
  const end = tail === undefined ? [] : groupsOf(tail);
  const groups = [...start, ...Array<number>(Math.max(0, 8 - start.length - end.length)).fill(0), ...end];
  return { value: groups.reduce((sum, group) => (sum << 16n) | BigInt(group), 0n), width: 128 };
}

// The API asks with its configuration's one list on every request: each list is parsed once.
const trustedProxyTests = new WeakMap<readonly string[], (address: string) => boolean>();

/**
 * Whether an address is one of the trusted proxies: an address named, or one in a CIDR range named
 * (a load balancer's or a CDN's addresses are ranges). An entry that is neither matches nothing.
 */
function trustedProxyTest(trustedProxies: readonly string[]): (address: string) => boolean {
  const known = trustedProxyTests.get(trustedProxies);
  if (known) return known;
  const entries = trustedProxies.flatMap((entry) => {
    const [base = "", prefix] = entry.trim().split("/");
    const bits = addressBits(normaliseAddress(base));
    if (!bits) return [];
    const length = prefix === undefined ? bits.width : Number(prefix);
    if (!Number.isInteger(length) || length < 0 || length > bits.width) return [];
    const shift = BigInt(bits.width - length);
    return [{ width: bits.width, shift, network: bits.value >> shift }];
  });
  const test = (address: string) => {
    const bits = addressBits(address);
    return (
      bits !== undefined &&
      entries.some((entry) => entry.width === bits.width && bits.value >> entry.shift === entry.network)
    );
  };
  trustedProxyTests.set(trustedProxies, test);
  return test;
}

/**
 * The client's address: the socket's peer, unless the peer is a trusted proxy (an address or in a
 * CIDR range named); then the X-Forwarded-For hops are read from the right (the nearest first),
 * skipping trusted proxies, and the first other one is the client. A hop that is not an address
 * stops the walk at the last trusted one.
 */
export function clientAddressOf(
  peer: string,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  const trusted = trustedProxyTest(trustedProxies);
  let client = normaliseAddress(peer);
  if (!trusted(client) || !forwardedFor) return client;
  const hops = forwardedFor.split(",").map(normaliseAddress).reverse();
  for (const hop of hops) {
    if (!ipAddress.safeParse(hop).success) return client;
    client = hop;
    if (!trusted(hop)) return client;
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
