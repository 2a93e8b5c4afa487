import { credentialsFromHeaders, idTokenHeader } from "@awd/core/auth-header";
import { allianceRight, emptyRight } from "@awd/core/rights";
import type { MiddlewareHandler } from "hono";
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";
import type { AppEnv } from "./context.ts";
import { ApiError } from "./errors.ts";
import { verifyAlliance } from "./services/alliance.ts";
import { rightOf } from "./services/rights.ts";

export interface TokenVerification {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
}

/** The identity provider's keys, fetched from its JWKS and cached by jose. */
export const remoteTokenVerification = (issuer: string, audience: string): TokenVerification => ({
  issuer,
  audience,
  keys: createRemoteJWKSet(new URL(".well-known/jwks.json", issuer)),
});

/** The subject of a valid access token: RS256 only, our issuer and audience, expiry with 60 s leeway. */
export async function verifyAccessToken(token: string, verification: TokenVerification): Promise<string> {
  const { payload } = await jwtVerify(token, verification.keys, {
    issuer: verification.issuer,
    audience: verification.audience,
    algorithms: ["RS256"],
    clockTolerance: 60,
    requiredClaims: ["sub", "exp"],
  });
  if (!payload.sub) throw new Error("token without subject");
  return payload.sub;
}

/**
 * Who is asking: anonymous without credentials; a signed-in reader with a valid bearer token (the
 * right read from the database); an alliance visitor with a valid partner token. Credentials that
 * do not verify are refused with 401, never served as anonymous.
 */
export const resolveVisitor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const credentials = credentialsFromHeaders(c.req.header("authorization"), c.req.header(idTokenHeader));
  if (!credentials.ok) throw new ApiError(401, "Malformed Authorization header");
  const { deps } = c.var;
  const now = deps.now?.() ?? Date.now();
  const value = credentials.value;
  c.set("subject", undefined);
  if (value.kind === "anonymous") {
    c.set("visitor", { isAuthenticated: false, right: emptyRight });
  } else if (value.kind === "alliance") {
    const verified = await verifyAlliance(c.var.db, value.allianceToken, now);
    if (!verified.ok) throw new ApiError(401, `Alliance token refused: ${verified.reason}`);
    c.set("visitor", { isAuthenticated: false, right: allianceRight });
  } else {
    let subject: string;
    try {
      subject = await verifyAccessToken(value.accessToken, deps.tokens);
    } catch (error) {
      throw new ApiError(401, `Access token refused: ${(error as Error).message}`);
    }
    c.set("subject", subject);
    c.set("visitor", { isAuthenticated: true, right: await rightOf(c.var.db, subject) });
  }
  await next();
};

/** The signed-in account's subject, or 401 for anyone else. */
export function requireSubject(subject: string | undefined): string {
  if (!subject) throw new ApiError(401, "Sign in first");
  return subject;
}
