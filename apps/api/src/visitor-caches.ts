import { createHash } from "node:crypto";
import { rightSessionMs } from "@awd/core/constants";
import type { AuthorizationRight } from "@awd/core/rights";

// What a signed-in reader's every request used to recompute: the signature of the same access token
// and the same right, read again from the database. Both are kept by this process, bounded in size
// and in time (docs/security.md#caches-of-who-is-asking).

/** A map of at most `max` entries that drops its least recently used entry first. */
class Recent<V> {
  readonly #entries = new Map<string, V>();
  constructor(readonly max: number) {}

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * How long a verified token is taken at its word without checking its signature again. The key set
 * it was checked against is itself reused for as long (jose refetches the identity provider's JWKS
 * once its copy is 10 minutes old), so a key withdrawn from the JWKS stops being honoured as soon as
 * before.
 */
export const tokenReuseMs = 10 * 60_000;

interface VerifiedEntry<T> {
  verified: T;
  /** ms since the epoch: the token's own expiry, or sooner (tokenReuseMs after the check). */
  until: number;
}

/**
 * Access tokens this process has verified, keyed by the SHA-256 of the whole token (the token itself
 * is not kept), each until its `exp` and never past it. A token that changed in any byte is another
 * key, so no request is ever given the claims of a token it did not present. Only verdicts of
 * success are kept: a refused token is checked again each time. The clock is the wall clock, the
 * one the signature check judges `exp` by.
 */
export class VerifiedTokens<T> {
  readonly #entries: Recent<VerifiedEntry<T>>;

  constructor(
    readonly maxEntries = 10_000,
    readonly reuseMs = tokenReuseMs,
    readonly clock: () => number = () => Date.now(),
  ) {
    this.#entries = new Recent(maxEntries);
  }

  static keyOf(token: string): string {
    return createHash("sha256").update(token).digest("base64url");
  }

  get(token: string): T | undefined {
    const key = VerifiedTokens.keyOf(token);
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.clock()) return entry.verified;
    this.#entries.delete(key);
    return undefined;
  }

  /** Keeps a verified token's verdict until expiresAt (ms), or reuseMs from now when that is sooner. */
  put(token: string, verified: T, expiresAt: number): void {
    const now = this.clock();
    const until = Math.min(expiresAt, now + this.reuseMs);
    if (until > now) this.#entries.set(VerifiedTokens.keyOf(token), { verified, until });
  }

  get size(): number {
    return this.#entries.size;
  }
}

interface RightEntry {
  right: AuthorizationRight;
  fetchedAt: number;
}

/**
 * The right of each signed-in account, reused for the right session (10 minutes, as the browser
 * reuses what /auth/right gave it), then read again. A change of the account or its course forgets
 * it at once: in this process by forget(), and in every process by the database's announcement
 * (onAccountChange). A read that was under way while a change was announced is not kept, so an
 * answer read before a revocation can never outlive the announcement.
 */
export class RightSessions {
  readonly #entries: Recent<RightEntry>;
  #changes = 0;

  constructor(
    readonly sessionMs = rightSessionMs,
    readonly maxEntries = 10_000,
  ) {
    this.#entries = new Recent(maxEntries);
  }

  /** The kept right of a subject, or the one `read` gives (kept unless a change came meanwhile). */
  async rightOf(subject: string, now: number, read: () => Promise<AuthorizationRight>): Promise<AuthorizationRight> {
    const entry = this.#entries.get(subject);
    if (entry && entry.fetchedAt <= now && now < entry.fetchedAt + this.sessionMs) return entry.right;
    const changesBefore = this.#changes;
    const right = await read();
    if (this.#changes === changesBefore) this.#entries.set(subject, { right, fetchedAt: now });
    return right;
  }

  /** The account changed: its next request reads its right again. */
  forget(subject: string): void {
    this.#changes++;
    this.#entries.delete(subject);
  }

  /** Changes may have been missed: every account's right is read again. */
  clear(): void {
    this.#changes++;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
