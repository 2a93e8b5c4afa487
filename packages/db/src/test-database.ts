import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, defaultPoolSize, openDatabase } from "./client.ts";

/**
 * A fresh, migrated database for one test file, on the engine AWD_TEST_DB names: in-memory PGlite,
 * or a new database on the DATABASE_URL server that is dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (process.env.AWD_TEST_DB !== "postgres") {
    const handle = await openDatabase({ kind: "pglite" });
    await handle.migrate();
    return handle;
  }
  if (!url) throw new Error("AWD_TEST_DB=postgres needs DATABASE_URL");
  const name = `awd_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: testUrl.toString(), poolSize: defaultPoolSize });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
