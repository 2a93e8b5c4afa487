import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { databaseOutage } from "@awd/core/constants";
import { countVariable, type Env, parseEnv } from "@awd/core/deployment";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies every pending migration; safe to call on every start. */
  migrate(): Promise<void>;
  /**
   * Runs the start-up writes (migrations, the content import, seeds) while no other process of this
   * database runs its own: API processes started together on one PostgreSQL would otherwise race to
   * create the same tables and import the same articles. The next one in finds the work done.
   */
  withStartLock<T>(startUp: () => Promise<T>): Promise<T>;
  /** Calls back whenever any process announces a change of what every visitor reads. */
  onSharedDataChange(listener: () => void): Promise<void>;
  /**
   * Calls back with the subject of every account whose row or course any process changes, once the
   * change commits (a trigger of migration 0015 announces it); with undefined when changes may have
   * been missed (the listening connection was lost), so the listener forgets every account.
   */
  onAccountChange(listener: (subject: string | undefined) => void): Promise<void>;
  /** Calls back on every new connection to the server (none for PGlite): after an outage, the first says it is back. */
  onConnect(listener: () => void): void;
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** poolSize: connections this process may hold open on the server. */
  | { kind: "postgres"; url: string; poolSize: number }
  /** dataDir undefined keeps the database in memory (tests). */
  | { kind: "pglite"; dataDir?: string };

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), "../drizzle");

/** The default data directory of the embedded database, relative to the repository root. */
const defaultDataDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../../.data/pglite");

/**
 * Connections one process holds at most. PostgreSQL accepts 100 by default (max_connections, 3 kept
 * for superusers): 10 each leaves room for several API processes beside the desk and content:import,
 * and more than a few per core only queue inside the server instead of in the pool.
 */
export const defaultPoolSize = 10;

const databaseEnv = { DATABASE_POOL_SIZE: countVariable(defaultPoolSize, "connections", 1) };

/**
 * DATABASE_URL selects a PostgreSQL server (DATABASE_POOL_SIZE connections per process); otherwise
 * the embedded PGlite in PGLITE_DIR or .data/pglite. A bad value throws a ConfigError naming it.
 */
export function optionsFromEnv(env: Env = process.env): DatabaseOptions {
  if (!env.DATABASE_URL) return { kind: "pglite", dataDir: env.PGLITE_DIR ?? defaultDataDir };
  return { kind: "postgres", url: env.DATABASE_URL, poolSize: parseEnv(databaseEnv, env).DATABASE_POOL_SIZE };
}

// A write of what every visitor reads (an import, a notice) is announced on this channel, so every API
// process drops the answers it keeps in memory before the site asks for its pages again.
const sharedDataChannel = "awd_shared_data_changed";

/** Announces a change of shared data to every process listening on this database (at commit, in a transaction). */
export async function announceSharedDataChange(db: Database): Promise<void> {
  await db.execute(sql.raw(`NOTIFY ${sharedDataChannel}`));
}

// Written by a trigger on accounts and subscriptions (drizzle/0015_account-changes.sql), the subject as payload.
const accountChannel = "awd_account_changed";

/** What a channel's listener is told: the notification's payload, or undefined when some may have been missed. */
type ChannelListener = (payload: string | undefined) => void;

interface ChangeListener {
  /** Listens on one more channel, on the same connection. */
  listen(channel: string, listener: ChannelListener): Promise<void>;
  stop(): Promise<void>;
}

/** Waits before listening again: quickly at first, then no more often than every 30 s while the server is away. */
const relistenDelayMs = (attempt: number) => Math.min(100 * 2 ** attempt, 30_000);

// LISTEN holds its connection for good: one client of its own for every channel, outside the pool.
// When the server drops it (a restart, a failover, an idle timeout) the process listens again on a new
// one, and tells every listener at once, since a change may have been announced while nobody heard.
function listenWithReconnect(url: string): ChangeListener {
  const listeners = new Map<string, ChannelListener[]>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: databaseOutage.connectTimeoutMs });
    let listening = false;
    next.on("notification", (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload || undefined);
    });
    next.on("error", (error) => console.error(`PostgreSQL closed the change listener: ${error.message}`));
    // Only a connection that was listening starts the retries; a failed attempt has its own.
    next.on("end", () => {
      if (listening && !stopped) relisten(0);
    });
    client = next;
    await next.connect();
    for (const channel of listeners.keys()) await next.query(`LISTEN ${channel}`);
    listening = true;
  };
  const relisten = (attempt: number) => {
    retry = setTimeout(async () => {
      if (stopped) return;
      try {
        connecting = connect();
        await connecting;
        for (const listener of [...listeners.values()].flat()) listener(undefined);
      } catch (error) {
        console.error(`Could not listen for changes again (${(error as Error).message}); trying again`);
        await client?.end().catch(() => {});
        if (!stopped) relisten(attempt + 1);
      }
    }, relistenDelayMs(attempt));
  };
  return {
    async listen(channel, listener) {
      const known = listeners.get(channel);
      listeners.set(channel, [...(known ?? []), listener]);
      if (!connecting) {
        connecting = connect();
        await connecting;
        return;
      }
      await connecting;
      if (!known) await client?.query(`LISTEN ${channel}`);
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}

/** The advisory lock the start-up writes hold; any constant no other code of this database uses. */
const startLockKey = 0x617764; // "awd"

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    // A server that does not answer a connection within connectTimeoutMs (nor frees a pooled one) is
    // unreachable for the request, which is answered 503 rather than held.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize,
      connectionTimeoutMillis: databaseOutage.connectTimeoutMs,
    });
    // An idle connection the server closes (a restart, a dropped test database) must not crash the
    // process: the pool replaces it on the next query.
    pool.on("error", (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
    // A connection lent out to a request (between two statements of a transaction) gets the server's
    // "terminating connection" where the pool no longer listens, and an "error" event nobody hears
    // ends the process. The request's next statement fails and is answered 503 and logged once.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool);
    const changes = listenWithReconnect(options.url);
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      // A session lock on a connection of its own: the writes use the pool's other connections, and a
      // process that dies holding it releases it with its connection.
      async withStartLock(startUp) {
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [startLockKey]);
          return await startUp();
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [startLockKey]).catch(() => {});
          client.release();
        }
      },
      async onSharedDataChange(listener) {
        await changes.listen(sharedDataChannel, () => listener());
      },
      async onAccountChange(listener) {
        await changes.listen(accountChannel, listener);
      },
      onConnect(listener) {
        pool.on("connect", () => listener());
      },
      close: async () => {
        await changes.stop();
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Options go in one object: new PGlite(undefined, { extensions }) silently drops them.
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns a PGlite directory: there is nobody to wait for.
    withStartLock: (startUp) => startUp(),
    async onSharedDataChange(listener) {
      await client.listen(sharedDataChannel, () => listener());
    },
    async onAccountChange(listener) {
      await client.listen(accountChannel, (payload) => listener(payload || undefined));
    },
    // One in-process database: there is no connection to lose.
    onConnect() {},
    close: () => client.close(),
  };
}
