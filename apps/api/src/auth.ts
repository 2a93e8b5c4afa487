import { credentialsFromHeaders, idTokenHeader } from "@awd/core/auth-header";
import { deskPermissionsOfClaim } from "@awd/core/desk-permissions";
import { allianceRight, emptyRight } from "@awd/core/rights";
import type { MiddlewareHandler } from "hono";
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JWTVerifyGetKey,
  jwtVerify,
  type RemoteJWKSetOptions,
} from "jose";
import type { AppEnv, TokenVerification, VerifiedToken } from "./context.ts";
import { ApiError } from "./errors.ts";
import { verifyAlliance } from "./services/alliance.ts";
import { rightOf } from "./services/rights.ts";
import type { VerifiedTokens } from "./visitor-caches.ts";

/** The identity provider could not be asked for its keys: the token is neither good nor bad yet. */
export class KeysUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The identity provider's signing keys cannot be fetched", { cause });
    this.name = "KeysUnavailableError";
  }
}

// jose throws JWKSTimeout, a plain JOSEError (not 200, not JSON), JWKSInvalid or fetch's own TypeError
// when the key set cannot be fetched; its other errors are verdicts on the token itself.
const isFetchFailure = (error: unknown) =>
  !(error instanceof errors.JOSEError) ||
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid ||
  error.constructor === errors.JOSEError;

/**
 * The key set at a URL, cached by jose, that survives an outage of its server: jose refetches once
 * its cache is 10 minutes old and fails every token while the server is down, so the last key set
 * fetched keeps verifying tokens signed with its keys. A token it cannot check throws
 * KeysUnavailableError.
 */
export function resilientRemoteKeys(url: URL, options: RemoteJWKSetOptions = {}): JWTVerifyGetKey {
  const remote = createRemoteJWKSet(url, { timeoutDuration: 3000, ...options });
  let lastFetched: ReturnType<typeof createLocalJWKSet> | undefined;
  return async (header, token) => {
    try {
      const key = await remote(header, token);
      const jwks = remote.jwks();
      if (jwks) lastFetched = createLocalJWKSet(jwks);
      return key;
    } catch (error) {
      if (!isFetchFailure(error)) throw error;
      if (!lastFetched) throw new KeysUnavailableError(error);
      try {
        return await lastFetched(header, token);
      } catch (localError) {
        throw localError instanceof errors.JWKSNoMatchingKey ? new KeysUnavailableError(error) : localError;
      }
    }
  };
}

/** The identity provider's keys, fetched from its JWKS. */
export const remoteTokenVerification = (issuer: string, audience: string): TokenVerification => ({
  issuer,
  audience,
  keys: resilientRemoteKeys(new URL(".well-known/jwks.json", issuer)),
});

/** A valid access token's subject and permissions: RS256 only, our issuer and audience, expiry with 60 s leeway. */
async function verifyAccessToken(
  token: string,
  verification: TokenVerification,
  verifiedTokens: VerifiedTokens<VerifiedToken>,
): Promise<VerifiedToken> {
  const kept = verifiedTokens.get(token);
  if (kept) return kept;
  const { payload } = await jwtVerify(token, verification.keys, {
    issuer: verification.issuer,
    audience: verification.audience,
    algorithms: ["RS256"],
    clockTolerance: 60,
    requiredClaims: ["sub", "exp"],
  });
  if (!payload.sub) throw new Error("token without subject");
  const verified = { subject: payload.sub, permissions: deskPermissionsOfClaim(payload.permissions) };
  // requiredClaims makes exp present; kept until then, never past it (the leeway is not kept).
  verifiedTokens.put(token, verified, (payload.exp ?? 0) * 1000);
  return verified;
}

/**
 * Who is asking: anonymous without credentials; a signed-in reader with a valid bearer token (the
 * right read from the database, both kept by this process for a while: visitor-caches.ts); an alliance visitor with a valid partner token. Credentials that
 * do not verify are refused with 401, never served as anonymous; a token that cannot be checked while
 * the identity provider is unreachable is 503, so the client retries instead of signing the reader out.
 */
export const resolveVisitor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const credentials = credentialsFromHeaders(c.req.header("authorization"), c.req.header(idTokenHeader));
  if (!credentials.ok) throw new ApiError(401, "Malformed Authorization header");
  const { deps } = c.var;
  const now = c.var.now;
  const value = credentials.value;
  c.set("subject", undefined);
  c.set("permissions", []);
  if (value.kind === "anonymous") {
    c.set("visitor", { isAuthenticated: false, right: emptyRight });
  } else if (value.kind === "alliance") {
    const verified = await verifyAlliance(c.var.db, value.allianceToken, now);
    if (!verified.ok) throw new ApiError(401, `Alliance token refused: ${verified.reason}`);
    c.set("visitor", { isAuthenticated: false, right: allianceRight });
  } else {
    let verified: VerifiedToken;
    try {
      verified = await verifyAccessToken(value.accessToken, deps.tokens, c.var.verifiedTokens);
    } catch (error) {
      if (error instanceof KeysUnavailableError)
        throw new ApiError(503, "The identity provider cannot be reached; the token will be checked shortly", {
          cause: error,
          code: "identity-provider-unavailable",
        });
      throw new ApiError(401, `Access token refused: ${(error as Error).message}`);
    }
    c.set("subject", verified.subject);
    c.set("permissions", verified.permissions);
    const right = await c.var.rights.rightOf(verified.subject, now, () => rightOf(c.var.db, verified.subject));
    c.set("visitor", { isAuthenticated: true, right });
  }
  await next();
};

/** The signed-in account's subject, or 401 for anyone else. */
export function requireSubject(subject: string | undefined): string {
  if (!subject) throw new ApiError(401, "Sign in first");
  return subject;
}
