import { createHmac, timingSafeEqual } from "node:crypto";

export interface StaticSigner {
  /** The path with an expiry and a signature as its query. */
  sign(path: string): string;
  /** Whether the query signs this path and has not expired. */
  verify(path: string, query: { expires?: string; signature?: string }): boolean;
}

/** How far another replica's clock may run ahead of ours when it signs. */
export const clockSkewMs = 60_000;

/**
 * Short-lived signed URLs for static files that only a right may fetch (paid audio, print PDFs). An
 * expiry further ahead than the lifetime was never made by sign(): a URL signed for years would let
 * anyone it is passed to fetch the file for years, so it is refused.
 */
export function staticSigner(secret: string, ttlMs: number, now: () => number = Date.now): StaticSigner {
  const mac = (path: string, expires: string) =>
    createHmac("sha256", secret).update(`${path}\n${expires}`).digest("hex");
  return {
    sign(path) {
      const expires = String(Math.floor((now() + ttlMs) / 1000));
      return `${path}?expires=${expires}&signature=${mac(path, expires)}`;
    },
    verify(path, { expires, signature }) {
      if (!expires || !signature || !/^\d+$/.test(expires)) return false;
      const expiresAt = Number(expires) * 1000;
      if (expiresAt < now() || expiresAt > now() + ttlMs + clockSkewMs) return false;
      const expected = Buffer.from(mac(path, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
