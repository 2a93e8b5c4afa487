import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../client.ts";
import { articles } from "../schema/content.ts";
import { deskAudit } from "../schema/desk.ts";
import { fixtureIssue, fixtureIssueZip } from "./issue-zip-fixture.ts";

// docs/product/publishers-desk.md#weekly-import: the command line imports a weekly issue's zip with the
// desk's service, and its import is audited as the command line's.
const dir = mkdtempSync(join(tmpdir(), "awd-import-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(process.env.AWD_TEST_DB === "postgres")("npm run content:import -- ISSUE.zip", () => {
  it("imports the issue all at once, puts its media in CONTENT_DIR and writes an audit row", async () => {
    const zip = join(dir, "issue.zip");
    writeFileSync(zip, fixtureIssueZip());
    const env = {
      ...process.env,
      DATABASE_URL: "",
      PGLITE_DIR: join(dir, "pglite"),
      CONTENT_DIR: join(dir, "content"),
      WEB_PORT: "9",
    };
    const cli = resolve(import.meta.dirname, "import-cli.ts");
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", cli, zip], { env });
    expect(stdout).toContain(`issue ${fixtureIssue.date}, 3 written, 0 unchanged`);
    expect(readdirSync(join(dir, "content/media/images"))).toHaveLength(6);
    const database = await openDatabase({ kind: "pglite", dataDir: join(dir, "pglite") });
    try {
      const rows = await database.db.select().from(articles).where(eq(articles.issueDate, fixtureIssue.date));
      expect(rows).toHaveLength(3);
      const [audit] = await database.db.select().from(deskAudit);
      expect(audit).toMatchObject({
        actorSubject: "cli",
        action: "issue.import",
        target: fixtureIssue.date,
        after: { articles: 3, written: 3, unchanged: 0, mediaFiles: 6 },
      });
    } finally {
      await database.close();
    }
  });

  it("imports nothing of an issue whose picture is not one, and says which file in plain English", async () => {
    const zip = join(dir, "broken.zip");
    writeFileSync(
      zip,
      fixtureIssueZip((files) => {
        files["media/images/706-main.webp"] = new TextEncoder().encode("this is not a picture");
      }),
    );
    const env = {
      ...process.env,
      DATABASE_URL: "",
      PGLITE_DIR: join(dir, "pglite-broken"),
      CONTENT_DIR: join(dir, "content-broken"),
      WEB_PORT: "9",
    };
    const cli = resolve(import.meta.dirname, "import-cli.ts");
    const failed = await promisify(execFile)(process.execPath, ["--import", "tsx", cli, zip], { env }).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1 });
    expect(failed.stderr).toContain("✗ media/images/706-main.webp: not a readable WebP file:");
    expect(failed.stdout).toContain("nothing imported, 1 problem(s)");
    expect(existsSync(join(dir, "content-broken/media"))).toBe(false);
  });
});
