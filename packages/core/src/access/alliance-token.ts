import { allianceToken } from "../constants.ts";
import { fail, ok, type Result } from "../result.ts";

// docs/product/alliance-partners.md#alliance-tokens: a partner site sends its readers with a
// token `{payload}.{signature}`, where payload is the URL-encoded JSON {referrer, timestamp} and
// signature the base64url HMAC-SHA256 of the payload text, keyed by the secret shared with that
// partner. Web Crypto only, so the same code signs and verifies in Node and in the browser.

export interface AllianceTokenPayload {
  referrer: string;
  /** milliseconds since the epoch, when the partner issued the token */
  timestamp: number;
}

// Checked by hand rather than with zod: this module is part of the browser's first load.
const isPayload = (value: unknown): value is AllianceTokenPayload => {
  if (typeof value !== "object" || value === null) return false;
  const { referrer, timestamp } = value as Record<string, unknown>;
  return (
    typeof referrer === "string" && referrer.length > 0 && Number.isSafeInteger(timestamp) && (timestamp as number) >= 0
  );
};

export type AllianceTokenProblem = "bad-encoding" | "unknown-partner" | "bad-signature" | "expired" | "from-future";

/** The partner's shared secret, or undefined when the referrer is not an allowlisted partner. */
export type PartnerSecretLookup = (referrer: string) => string | undefined | Promise<string | undefined>;

const utf8 = new TextEncoder();

const bytesToBase64 = (bytes: Uint8Array): string =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));

// atob accepts and ignores whitespace, so a base64 text is checked strictly before it is decoded.
const base64ToBytes = (text: string): Uint8Array<ArrayBuffer> | undefined =>
  /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)
    ? Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
    : undefined;

const toBase64Url = (bytes: Uint8Array): string =>
  bytesToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> | undefined =>
  /^[A-Za-z0-9_-]*$/.test(text)
    ? base64ToBytes(
        text
          .replace(/-/g, "+")
          .replace(/_/g, "/")
          .padEnd(Math.ceil(text.length / 4) * 4, "="),
      )
    : undefined;

const hmacKey = (secret: string, usage: "sign" | "verify"): Promise<CryptoKey> =>
  globalThis.crypto.subtle.importKey("raw", utf8.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);

/** Makes a token for a partner; the secret must not be empty. */
export const signAllianceToken = async (payload: AllianceTokenPayload, secret: string): Promise<string> => {
  const encodedPayload = encodeURIComponent(JSON.stringify(payload));
  const signature = await globalThis.crypto.subtle.sign(
    "HMAC",
    await hmacKey(secret, "sign"),
    utf8.encode(encodedPayload),
  );
  return `${encodedPayload}.${toBase64Url(new Uint8Array(signature))}`;
};

interface DecodedToken {
  payload: AllianceTokenPayload;
  signedText: string;
  signature: Uint8Array<ArrayBuffer>;
}

const parsePayloadText = (text: string): unknown => {
  try {
    return JSON.parse(decodeURIComponent(text));
  } catch {
    return undefined;
  }
};

// The referrer may contain dots, the base64url signature never does: split at the last one.
const decodeToken = (token: string): DecodedToken | undefined => {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const signedText = token.slice(0, dot);
  const signature = fromBase64Url(token.slice(dot + 1));
  const payload = parsePayloadText(signedText);
  return signature && isPayload(payload) ? { payload, signedText, signature } : undefined;
};

const ageProblem = (timestamp: number, now: number): AllianceTokenProblem | undefined => {
  if (now - timestamp > allianceToken.maxAgeMs) return "expired";
  if (timestamp - now > allianceToken.futureSkewMs) return "from-future";
  return undefined;
};

// The signature is checked before the age, so an unsigned token learns nothing about our clock.
export const verifyAllianceToken = async (
  token: string,
  { secretFor, now }: { secretFor: PartnerSecretLookup; now: number },
): Promise<Result<AllianceTokenPayload, AllianceTokenProblem>> => {
  const decoded = decodeToken(token);
  if (!decoded) return fail("bad-encoding");
  const secret = await secretFor(decoded.payload.referrer);
  if (!secret) return fail("unknown-partner");
  const signed = await globalThis.crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret, "verify"),
    decoded.signature,
    utf8.encode(decoded.signedText),
  );
  if (!signed) return fail("bad-signature");
  const problem = ageProblem(decoded.payload.timestamp, now);
  return problem ? fail(problem) : ok(decoded.payload);
};

// docs/product/alliance-partners.md#the-alliance-cookie: the browser keeps the token base64-encoded in the
// awdAllianceToken cookie (attributes in constants.ts allianceCookie).
export const encodeAllianceCookie = (token: string): string => bytesToBase64(utf8.encode(token));

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

export const decodeAllianceCookie = (value: string): Result<string, "bad-encoding"> => {
  const bytes = base64ToBytes(value);
  if (!bytes) return fail("bad-encoding");
  try {
    return ok(strictUtf8.decode(bytes));
  } catch {
    return fail("bad-encoding");
  }
};
