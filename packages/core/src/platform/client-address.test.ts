import { describe, expect, it } from "vitest";
import { addressLimitKey, clientAddressOf } from "./client-address.ts";

describe("clientAddressOf", () => {
  const proxy = "10.0.0.2";
  it.each<[string, string, string | undefined, string[], string]>([
    ["no proxy is trusted: X-Forwarded-For is ignored", "203.0.113.9", "198.51.100.1", [], "203.0.113.9"],
    ["the peer is not a trusted proxy: ignored", "203.0.113.9", "198.51.100.1", [proxy], "203.0.113.9"],
    ["a trusted proxy's hop is believed", proxy, "198.51.100.1", [proxy], "198.51.100.1"],
    [
      "a hop the client wrote itself, left of the proxy's, is not",
      proxy,
      "1.2.3.4, 198.51.100.1",
      [proxy],
      "198.51.100.1",
    ],
    ["trusted hops are skipped", proxy, "198.51.100.1, 10.0.0.3", [proxy, "10.0.0.3"], "198.51.100.1"],
    ["a trusted proxy without the header is the client", proxy, undefined, [proxy], proxy],
    ["a hop that is no address stops at the proxy", proxy, "evil, not-an-ip", [proxy], proxy],
    ["an IPv4-mapped peer is its IPv4 address", "::ffff:203.0.113.9", undefined, [], "203.0.113.9"],
    ["a mapped trusted peer still matches", `::ffff:${proxy}`, "2001:db8::1", [proxy], "2001:db8::1"],
    ["a peer in a trusted IPv4 range is a proxy", "10.1.2.3", "198.51.100.1", ["10.0.0.0/8"], "198.51.100.1"],
    ["a peer outside the range is not", "11.0.0.1", "198.51.100.1", ["10.0.0.0/8"], "11.0.0.1"],
    [
      "a CDN's hops in its ranges are skipped",
      proxy,
      "198.51.100.1, 173.245.48.9",
      [proxy, "173.245.48.0/20"],
      "198.51.100.1",
    ],
    ["the hop just past a range is the client", proxy, "173.245.64.1", [proxy, "173.245.48.0/20"], "173.245.64.1"],
    [
      "a peer in a trusted IPv6 range is a proxy",
      "2400:cb00:12::1",
      "198.51.100.1",
      ["2400:cb00::/32"],
      "198.51.100.1",
    ],
    ["an IPv4 range holds no IPv6 address", "::a01:203", "198.51.100.1", ["10.0.0.0/8"], "::a01:203"],
    ["a mapped peer in an IPv4 range", "::ffff:10.1.2.3", "198.51.100.1", ["10.0.0.0/8"], "198.51.100.1"],
    ["/0 trusts every IPv4 peer", "203.0.113.9", "198.51.100.1", ["0.0.0.0/0"], "198.51.100.1"],
    [
      "an entry that is no address or range trusts nothing",
      "10.1.2.3",
      "198.51.100.1",
      ["10.0.0.0/33", "x"],
      "10.1.2.3",
    ],
  ])("%s", (_, peer, forwardedFor, trusted, expected) => {
    expect(clientAddressOf(peer, forwardedFor, trusted)).toBe(expected);
  });
});

describe("addressLimitKey", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::ffff", "2001:db8:1:2::/64"],
    ["2001:DB8:0001:0002:aaaa::", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:198.51.100.7", "198.51.100.7"],
  ])("%s counts as %s", (address, key) => {
    expect(addressLimitKey(address)).toBe(key);
  });
});
