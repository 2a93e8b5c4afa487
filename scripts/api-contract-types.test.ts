import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { clientDir, generatedClient, writtenClient } from "./generate-api-client.ts";
import { repoRoot } from "./lib/stack.ts";

// The API and the web share one contract (packages/core/src/contract, route.ts): a field renamed in
// an answer's schema must fail the typecheck of both apps, not a browser journey. Each case compiles
// real files of an app with the contract module changed in memory, as `tsc -b` would see the change.

const contractFile = join(repoRoot, "packages/core/src/contract/reading.ts");

// What Next.js's next-env.d.ts declares for the web (CSS modules, images); that file is written by a
// build, and this test runs before one on a fresh clone.
const webEnv = {
  file: join(repoRoot, "apps/web/contract-test-env.d.ts"),
  text: '/// <reference types="next" />\n/// <reference types="next/image-types/global" />\n',
};

/** The typecheck errors of an app's files, with one core module's text replaced. */
function errorsWith(app: "web" | "api", roots: readonly string[], replaced: { file: string; text: string }) {
  const configPath = join(repoRoot, "apps", app, "tsconfig.json");
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  const options = {
    ...config.options,
    noEmit: true,
    incremental: false,
    composite: false,
    emitDeclarationOnly: false,
    tsBuildInfoFile: undefined,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const inMemory = new Map([
    [replaced.file, replaced.text],
    [webEnv.file, webEnv.text],
  ]);
  host.readFile = (file) => inMemory.get(file) ?? readFile(file);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => inMemory.has(file) || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) => {
    const text = inMemory.get(file);
    return text === undefined ? getSourceFile(file, language, onError) : ts.createSourceFile(file, text, language);
  };
  const rootNames = roots.map((root) => (root.startsWith("/") ? root : join(repoRoot, root)));
  const program = ts.createProgram({ rootNames, options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
    .map((diagnostic) => {
      const where = diagnostic.file ? diagnostic.file.fileName.replace(`${repoRoot}/`, "") : "";
      return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`;
    });
}

const original = readFileSync(contractFile, "utf8");
// The reading summary's count of articles opened this week, renamed in the contract only.
const renamed = original.replace(/^(\s+)opened: z\.number\(\)\.int\(\),$/m, "$1openedThisWeek: z.number().int(),");

const cases = [
  {
    app: "web",
    roots: [webEnv.file, "apps/web/src/components/history/ReadingHistory.island.tsx"],
    failing: "ReadingHistory",
  },
  { app: "api", roots: ["apps/api/src/routes/reading.ts"], failing: "services/reading.ts" },
] as const;

describe("a field renamed in the contract", () => {
  it("is a change the test can make", () => expect(renamed).not.toBe(original));

  // Every error is the rename's (the files compile as they are: `tsc -b` checks that), and one is
  // where the app reads or writes the field.
  it.each(cases)(
    "fails the $app's typecheck where the field is used",
    { timeout: 60_000 },
    ({ app, roots, failing }) => {
      const errors = errorsWith(app, roots, { file: contractFile, text: renamed });
      expect(errors.filter((error) => !/opened/.test(error))).toEqual([]);
      expect(errors.some((error) => error.includes(failing))).toBe(true);
    },
  );
});

describe("the web's API client (apps/web/src/api)", () => {
  it("is what scripts/generate-api-client.ts writes from the contract's routes", async () => {
    const expected = await generatedClient();
    expect(writtenClient(), `run npm run generate:api-client (${clientDir})`).toEqual(expected);
  });
});
