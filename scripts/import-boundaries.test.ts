import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "./lib/stack.ts";

// The import boundaries of biome.json, run by Biome itself on files placed where the rule applies: the web
// reads through the API (never the database, the API's or the identity provider's code), npm run attack
// (scripts/attack.ts) attacks through HTTP (never importing the API's code), and core holds
// pure rules that import only zod (and wink-lemmatizer for dictionary forms, ts-fsrs for the review schedule; its tests also @xmldom/xmldom, to parse the XML they write).
// Core's modules sit in folders by area (CONTRIBUTING.md#core): the same rule holds in every folder,
// and a module reaches another folder, constants.ts or the contract only by a relative path.
const cases: { file: string; from: string; refused: boolean }[] = [
  { file: "apps/web/src/lib/reads.ts", from: "@awd/db/client", refused: true },
  { file: "apps/web/src/app/page.tsx", from: "@awd/db", refused: true },
  { file: "apps/web/src/app/search/page.tsx", from: "@awd/api/app", refused: true },
  { file: "apps/web/src/auth/session.ts", from: "@awd/idp/server", refused: true },
  { file: "apps/web/src/lib/relative-db.ts", from: "../../../../packages/db/src/client.ts", refused: true },
  { file: "apps/web/src/lib/relative-api.ts", from: "../../../api/src/app.ts", refused: true },
  { file: "apps/web/src/lib/rules.ts", from: "@awd/core/paging", refused: false },
  { file: "apps/web/src/lib/links.tsx", from: "next/link", refused: false },
  { file: "packages/core/src/access/schema.ts", from: "zod", refused: false },
  { file: "packages/core/src/site/rule.ts", from: "./paging.ts", refused: false },
  { file: "packages/core/src/reading/rule.ts", from: "../constants.ts", refused: false },
  { file: "packages/core/src/desk/rule.ts", from: "../text/csv.ts", refused: false },
  { file: "packages/core/src/notebook/rule.ts", from: "../contract/articles.ts", refused: false },
  { file: "packages/core/src/notebook/review-schedule.ts", from: "ts-fsrs", refused: false },
  { file: "packages/core/src/site/rule.test.ts", from: "vitest", refused: false },
  { file: "packages/core/src/feeds/feed.test.ts", from: "@xmldom/xmldom", refused: false },
  { file: "packages/core/src/notebook/lemma.ts", from: "wink-lemmatizer", refused: false },
  { file: "packages/core/src/notebook/lexicon.ts", from: "wink-lexicon/src/wn-words.js", refused: true },
  { file: "packages/core/src/platform/file-rule.ts", from: "node:fs", refused: true },
  { file: "packages/core/src/platform/crypto-rule.ts", from: "node:crypto", refused: true },
  { file: "packages/core/src/desk/db-rule.ts", from: "@awd/db/client", refused: true },
  { file: "packages/core/src/reading/view-rule.ts", from: "react", refused: true },
  { file: "packages/core/src/site/page-rule.ts", from: "next/navigation", refused: true },
  { file: "packages/core/src/platform/route-rule.ts", from: "hono", refused: true },
  { file: "packages/core/src/access/self.ts", from: "@awd/core/rights", refused: true },
  { file: "packages/core/src/text/escape.ts", from: "../../../db/src/client.ts", refused: true },
  { file: "packages/core/src/rule.ts", from: "./constants.ts", refused: false },
  { file: "packages/core/src/escape.ts", from: "../../db/src/client.ts", refused: true },
  { file: "packages/core/src/contract/series.ts", from: "../site/categories.ts", refused: false },
  { file: "packages/core/src/contract/escape.ts", from: "../../../db/src/client.ts", refused: true },
  { file: "apps/api/src/routes/reads.ts", from: "@awd/db/client", refused: false },
  { file: "scripts/attack.ts", from: "../apps/api/src/static-signing.ts", refused: true },
  { file: "scripts/attack-signing.ts", from: "@awd/api/static-signing", refused: true },
  { file: "scripts/attack-idp.ts", from: "../apps/idp/src/server.ts", refused: true },
  { file: "scripts/attack-rules.ts", from: "@awd/core/constants", refused: false },
  { file: "scripts/attack-stack.ts", from: "./lib/stack.ts", refused: false },
];

interface BiomeReport {
  diagnostics: { category: string; location: { path: string } }[];
}

let refusedFiles: Set<string>;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "awd-boundaries-"));
  try {
    copyFileSync(join(repoRoot, "biome.json"), join(dir, "biome.json"));
    for (const { file, from } of cases) {
      mkdirSync(join(dir, dirname(file)), { recursive: true });
      writeFileSync(join(dir, file), `import { value } from "${from}";\n\nexport const probe = value;\n`);
    }
    const biome = join(repoRoot, "node_modules/.bin/biome");
    // Biome exits 1 when it reports an error: the report is what counts.
    const { stdout } = await promisify(execFile)(biome, ["lint", "--vcs-enabled=false", "--reporter=json", "."], {
      cwd: dir,
    }).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout) as BiomeReport;
    refusedFiles = new Set(
      report.diagnostics
        .filter((d) => d.category === "lint/style/noRestrictedImports")
        .map((d) => d.location.path.replaceAll("\\", "/")),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);

describe("import boundaries (biome.json)", () => {
  it.each(cases)("$file importing $from: refused $refused", ({ file, refused }) => {
    expect(refusedFiles.has(file)).toBe(refused);
  });
});
