import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { idempotencyKeys as keyRules } from "@awd/core/constants";
import { errorBodySchema } from "@awd/core/contract/envelope";
import type { Database } from "@awd/db/client";
import { idempotencyKeys } from "@awd/db/schema/limits";
import { z } from "@hono/zod-openapi";
import { and, eq, lt } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";
import { ApiError } from "./errors.ts";
import { jsonContent } from "./schemas.ts";

// docs/product/errors-and-retries.md#idempotency-keys: a write an operator or a page may send again
// (the first answer lost to a killed process, a 502 of the front, a timeout) carries an
// Idempotency-Key (the IETF draft's header), and is applied once:
// - the first request with a key claims it, and runs in one transaction with the storing of its
//   answer: either both commit or neither does;
// - the same key and the same request again: the stored answer, nothing applied again;
// - the same key with another request: 422 idempotency-key-reused;
// - the same key while the first still runs (its transaction holds the key's row): 409
//   idempotency-key-in-flight.
// A key is kept for idempotencyKeys.keptMs; after that it is a new key.

export const idempotencyKeyHeader = "Idempotency-Key";

/** The header as routes declare it, for /openapi.json (and checked by the middleware, which runs first). */
export const idempotencyKeyHeaders = z.object({
  "idempotency-key": z
    .string()
    .min(1)
    .max(keyRules.maxLength)
    .optional()
    .meta({
      description: `Applies the write once: the same key and request again within ${keyRules.keptMs / 3_600_000} h get the first answer (docs: errors-and-retries)`,
    }),
});

/** The answers a route with an idempotency key adds, for /openapi.json. */
export const idempotencyErrors = {
  409: jsonContent(errorBodySchema, "idempotency-key-in-flight: the first request with this key is still running"),
  422: jsonContent(errorBodySchema, "idempotency-key-reused: the key was sent with another request; or invalid input"),
};

const visibleAscii = /^[\x21-\x7e]+$/;

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
};

// An answer may hold what is shown once (new linking codes, a partner's secret): the table keeps the
// key's hash and the answer sealed with a key derived from the Idempotency-Key, which only the
// client knows, so the table alone gives neither away.
const sealingKey = (key: string) => sha256("awd idempotent answer\0", key);

function seal(key: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(key), iv);
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64");
}

function unseal(key: string, stored: string): string {
  const bytes = Buffer.from(stored, "base64");
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(key), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
}

/** The key's owner: the operator, the reader, or the desk's command line (its OS user). */
export type OwnerOf = (c: Context<AppEnv>) => string;
export const operatorOwner: OwnerOf = (c) => `operator:${c.var.operator.subject}`;
export const readerOwner: OwnerOf = (c) => `reader:${c.var.subject ?? ""}`;

/** Work that must see the write committed (regenerating the site's pages): after the commit, or now without a key. */
export async function afterCommit(c: Context<AppEnv>, task: () => Promise<void>): Promise<void> {
  const pending = c.get("afterCommit");
  if (pending) pending.push(task);
  else await task();
}

class RolledBack extends Error {
  constructor(readonly response: Response) {
    super("rolled back");
  }
}

class LockNotAvailable extends Error {
  readonly code = "55P03";
}

const lockNotAvailable = (error: unknown): boolean => {
  for (let e = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === "55P03") return true;
  return false;
};

/**
 * The middleware of a write that may carry an Idempotency-Key; after the route's guard, which names
 * the owner. Without the header the write runs as it would.
 */
export function idempotent(ownerOf: OwnerOf): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sentKey = c.req.header(idempotencyKeyHeader);
    if (sentKey === undefined) return next();
    if (sentKey.length > keyRules.maxLength || !visibleAscii.test(sentKey))
      throw new ApiError(422, `${idempotencyKeyHeader}: 1 to ${keyRules.maxLength} visible ASCII characters`);
    const owner = ownerOf(c);
    const key = sha256(sentKey).toString("base64url");
    const body = Buffer.from(await c.req.arrayBuffer());
    const request = sha256(`${c.req.method} ${c.req.path}\n`, body).toString("base64url");
    const db = c.var.db;
    const now = new Date(c.var.now);
    const row = and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key));
    // Claimed once, committed at once, so a second request with the key finds the row to wait on.
    // (DO NOTHING: DO UPDATE would lock the row, and wait for the first request instead of being told.)
    await db.insert(idempotencyKeys).values({ owner, key, requestHash: request, createdAt: now }).onConflictDoNothing();
    const tasks: (() => Promise<void>)[] = [];
    try {
      const response = await db.transaction(async (tx) => {
        const [claimed] = await tx.select().from(idempotencyKeys).where(row).for("update", { noWait: true });
        // Removed by the upkeep between the two statements: as good as in flight, ask again.
        if (!claimed) throw new LockNotAvailable();
        if (claimed.createdAt.getTime() < now.getTime() - keyRules.keptMs)
          // Past its time: a new key.
          await tx
            .update(idempotencyKeys)
            .set({ requestHash: request, createdAt: now, status: null, contentType: null, body: null })
            .where(row);
        else if (claimed.requestHash !== request)
          throw new ApiError(422, `This ${idempotencyKeyHeader} was sent with another request: use a new key`, {
            code: "idempotency-key-reused",
          });
        else if (claimed.status !== null) return replay(claimed, sentKey);
        c.set("db", tx as unknown as Database);
        c.set("afterCommit", tasks);
        try {
          await next();
        } finally {
          c.set("db", db);
          c.set("afterCommit", undefined);
        }
        // A failure applies nothing: the key stays unanswered and the next request with it runs.
        if (c.error || c.res.status >= 500) throw new RolledBack(c.res);
        await tx
          .update(idempotencyKeys)
          .set({
            status: c.res.status,
            contentType: c.res.headers.get("content-type"),
            body: seal(sentKey, await c.res.clone().text()),
          })
          .where(row);
        return undefined;
      });
      for (const task of tasks) await task();
      if (response) return response;
    } catch (error) {
      if (error instanceof RolledBack) {
        c.res = error.response;
        return;
      }
      if (lockNotAvailable(error))
        throw new ApiError(409, `A request with this ${idempotencyKeyHeader} is still running: ask again shortly`, {
          code: "idempotency-key-in-flight",
        });
      throw error;
    }
  };
}

const replay = (stored: { status: number | null; contentType: string | null; body: string | null }, key: string) =>
  new Response(stored.body === null ? null : unseal(key, stored.body), {
    status: stored.status ?? 200,
    headers: { ...(stored.contentType && { "content-type": stored.contentType }), "idempotent-replayed": "true" },
  });

/** Forgets keys past their time; the daily upkeep calls it. */
export async function removeExpiredIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - keyRules.keptMs)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
