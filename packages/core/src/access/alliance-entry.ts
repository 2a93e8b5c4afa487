import { z } from "zod";
import { fail, ok, type Result } from "../result.ts";
import { partnerIdPattern } from "./partner-id.ts";

// A partner's server signs each entry link it puts on its pages:
//   /alliance/enter?partner=ID&ts=UNIX_SECONDS&nonce=ONCE&sig=HEX
// sig is the hex HMAC-SHA256, keyed by the partner's secret, of allianceEntryMessage(). A Referer header
// is written by whoever sends the request, so it proves nothing unless the desk chose to accept it.

/** How long a signed link stays valid, and how far ahead of our clock its ts may be (clocks drift). */
const allianceEntryWindow = { maxAgeSeconds: 5 * 60, futureSkewSeconds: 60 } as const;

/**
 * A used nonce is remembered while a link carrying it could still be fresh (made up to the skew ahead,
 * then valid for the maximum age), twice over so no rounding at the edges lets a replay through.
 */
export const allianceNonceMemoryMs =
  2 * (allianceEntryWindow.maxAgeSeconds + allianceEntryWindow.futureSkewSeconds) * 1000;

/**
 * What a refused entry answers, whatever the reason, with the problem code alliance-entry-refused:
 * it must not help an attacker.
 */
export const allianceEntryRefusedMessage =
  "The entry link could not be verified; open it again from the partner's page";

export interface SignedAllianceEntry {
  /** the partner's id, its host name as the desk registered it */
  partner: string;
  /** Unix seconds when the partner's server made the link */
  ts: number;
  nonce: string;
  /** lower-case hex */
  sig: string;
}

export type AllianceEntryProblem = "malformed" | "expired" | "from-future";

// ts without leading zeros, so the number read back is the exact text the partner signed.
const signedEntrySchema = z.object({
  partner: z.string().regex(partnerIdPattern),
  ts: z
    .string()
    .regex(/^[1-9][0-9]{0,10}$/)
    .transform(Number),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  sig: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .transform((hex) => hex.toLowerCase()),
});

/** The names of the query parameters of a signed entry link. */
const signedEntryParameters = ["partner", "ts", "nonce", "sig"] as const;

// A parameter given twice is refused rather than guessed at: the signer and we must read the same value.
const single = (values: readonly string[] | undefined) => (values?.length === 1 ? values[0] : undefined);

/** The signed entry of a query (every value of each parameter, as Hono's queries() gives them). */
export function parseSignedAllianceEntry(
  query: Readonly<Record<string, readonly string[] | undefined>>,
): Result<SignedAllianceEntry, "malformed"> {
  const parsed = signedEntrySchema.safeParse(
    Object.fromEntries(signedEntryParameters.map((name) => [name, single(query[name])])),
  );
  return parsed.success ? ok(parsed.data) : fail("malformed");
}

/** True when a query carries any part of a signed link, so it is judged as one, never by its Referer. */
export const looksSigned = (query: Readonly<Record<string, readonly string[] | undefined>>): boolean =>
  signedEntryParameters.some((name) => query[name] !== undefined);

/** The text the partner signs: no field may hold a newline, so no two entries share one. */
export const allianceEntryMessage = ({ partner, ts, nonce }: Pick<SignedAllianceEntry, "partner" | "ts" | "nonce">) =>
  `${partner}\n${ts}\n${nonce}`;

/** Why a link made at ts (Unix seconds) is not fresh at nowMs, or undefined when it is. */
export function allianceEntryAgeProblem(ts: number, nowMs: number): AllianceEntryProblem | undefined {
  const nowSeconds = Math.floor(nowMs / 1000);
  if (nowSeconds - ts > allianceEntryWindow.maxAgeSeconds) return "expired";
  if (ts - nowSeconds > allianceEntryWindow.futureSkewSeconds) return "from-future";
  return undefined;
}

// The host exactly as written: letters, digits, dots and hyphens only, so no user info (@), no
// percent-encoding (partner%2eexample) and no IPv6; an explicit port is allowed only if it is the default.
const plainHttpOrigin = /^https?:\/\/([a-z0-9.-]+)(?::\d{1,5})?(?:[/?#]|$)/i;

/**
 * The partner host a Referer names, for partners the desk allowed to enter by Referer alone; undefined
 * for anything but a plain http(s) URL on the default port whose host, as written, is the host parsed.
 */
export function refererEntryHost(referer: string | undefined): string | undefined {
  const written = referer === undefined ? undefined : plainHttpOrigin.exec(referer)?.[1]?.toLowerCase();
  if (referer === undefined || written === undefined) return undefined;
  try {
    const url = new URL(referer);
    return url.hostname === written && url.port === "" ? written : undefined;
  } catch {
    return undefined;
  }
}
