import type { DeskPermission } from "@awd/core/desk-permissions";
import type { Visitor } from "@awd/core/visitor";
import type { Database } from "@awd/db/client";
import type { JWTVerifyGetKey } from "jose";
import type { ApiConfig } from "./config.ts";
import type { DatabaseOutage } from "./database-outage.ts";
import type { Logger } from "./logger.ts";
import type { RefusedLimits } from "./refused-limits.ts";
import type { SharedReadCache } from "./shared-read-cache.ts";
import type { StaticSigner } from "./static-signing.ts";
import type { RightSessions, VerifiedTokens } from "./visitor-caches.ts";

// The types every request's context carries, and nothing else: the middleware that fills it (auth.ts,
// shared-reads.ts, errors.ts…) imports this module, never the other way round
// (scripts/api-import-cycles.test.ts).

/** How access tokens are verified: the identity provider's issuer, our audience, its keys. */
export interface TokenVerification {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
}

/** What a valid access token says about its bearer. */
export interface VerifiedToken {
  subject: string;
  /** the desk permissions of its `permissions` claim (Auth0's RBAC claim); none for a reader */
  permissions: DeskPermission[];
}

export interface AppDeps {
  db: Database;
  logger: Logger;
  config: ApiConfig;
  signer: StaticSigner;
  /** How access tokens are verified: the identity provider's issuer, our audience, its keys. */
  tokens: TokenVerification;
  /** The anonymous answers to shared reads this process keeps; emptied when another process announces a change. */
  sharedReads?: SharedReadCache;
  /** The rights of signed-in accounts this process reuses; forgotten when the database announces a change. */
  rights?: RightSessions;
  /** The access tokens this process has verified, each until its expiry. */
  verifiedTokens?: VerifiedTokens<VerifiedToken>;
  /** The request limits' keys this process saw refused, each until its window ends; one per app without it. */
  refusedLimits?: RefusedLimits;
  /** The clock of every time-dependent rule; tests pass their own. */
  now?: () => number;
  /** Whether the database is known to be away, told when it connects again; one per app without it. */
  databaseOutage?: DatabaseOutage;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    /** The moment this request is judged at (ms since the epoch): the deps' clock, else the system's. */
    now: number;
    logger: Logger;
    db: Database;
    deps: AppDeps;
    visitor: Visitor;
    /** This process's anonymous answers to the reads every visitor shares. */
    sharedReads: SharedReadCache;
    /** This process's rights of signed-in accounts, each for the right session at most. */
    rights: RightSessions;
    verifiedTokens: VerifiedTokens<VerifiedToken>;
    databaseOutage: DatabaseOutage;
    refusedLimits: RefusedLimits;
    /** Inside a write with an Idempotency-Key: what runs once it has committed (idempotency.ts). */
    afterCommit: (() => Promise<void>)[] | undefined;
    /** The identity provider's subject of a signed-in reader; undefined otherwise. */
    subject: string | undefined;
    /** The desk permissions the access token grants; none for readers and anonymous visitors. */
    permissions: DeskPermission[];
    /** The operator of a desk route, set by requirePermission. */
    operator: { subject: string; email: string };
  };
}
