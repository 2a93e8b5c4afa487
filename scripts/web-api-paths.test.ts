import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { contractRouteTables } from "./generate-api-client.ts";
import { repoRoot } from "./lib/stack.ts";

// The web calls the API through its generated client (apps/web/src/api/*.generated.ts): a path
// written by hand elsewhere in apps/web/src would compile after the API's path changed, and fail
// only in a browser. A literal that names an API route is refused, unless it is one of the web's
// own pages (the desk's /desk/notices page is also an API path).

const webSrc = join(repoRoot, "apps/web/src");

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** Where a template's ${…} was: stands for any one segment's text. */
const hole = "\u0000";

const patternOf = (template: string, segment: string) =>
  new RegExp(
    `^${template
      .split("/")
      .map((part) => part.replace(/[.*+?^$()|\\]/g, "\\$&").replace(/\{[^}]+\}|\[[^\]]+\]/g, segment))
      .join("/")}$`,
  );

async function apiPathPatterns(): Promise<{ path: string; pattern: RegExp; sample: string }[]> {
  const paths = (await contractRouteTables()).flatMap(({ tables }) =>
    tables.flatMap(([, table]) => Object.values(table).map((route) => route.path)),
  );
  // A path that starts with a parameter (an article, /{seriesPath}/{id}) has the shape of any path,
  // the web's own pages among them: its literal cannot be told by its text.
  return paths
    .filter((path) => !path.startsWith("/{"))
    .map((path) => ({ path, pattern: patternOf(path, `[^/]+`), sample: path.replace(/\{[^}]+\}/g, "x") }));
}

/** The web's pages and route handlers whose first segment is fixed: "/desk/notices", "/audios/[id]". */
function webPagePatterns(): RegExp[] {
  const app = join(webSrc, "app");
  return filesUnder(app)
    .filter((file) => /\/(page\.tsx|route\.ts)$/.test(file))
    .map((file) =>
      `/${relative(app, file)}`
        .replace(/\/(page\.tsx|route\.ts)$/, "")
        .replace(/\/\([^)]+\)/g, "")
        .replace(/\[\.\.\.[^\]]+\]/g, "[rest]"),
    )
    .filter((path) => path !== "" && !path.startsWith("/["))
    .map((path) => patternOf(path, `[^/]+`));
}

/** Every string and template literal of a file, each ${…} replaced by a hole. */
function literalsOf(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    if (ts.isTemplateExpression(node))
      text = node.head.text + node.templateSpans.map((span) => hole + span.literal.text).join("");
    if (text !== undefined) found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The literal's path: its query left out, a hole standing for a whole segment. */
const pathPart = (text: string) => text.split("?")[0]?.replaceAll(hole, "x") ?? "";

/** Whether a literal with holes may be the API's path: `/reading/articles/${id}/${event}` may be …/opened. */
function mayName(text: string, api: { pattern: RegExp; sample: string }): boolean {
  const path = text.split("?")[0] ?? "";
  if (!path.startsWith("/") || path.split("/")[1]?.includes(hole)) return false;
  const escaped = path.replace(/[.*+?^$()|[\]{}\\]/g, "\\$&").replaceAll(hole, "[^/]*");
  return api.pattern.test(pathPart(text)) || new RegExp(`^${escaped}$`).test(api.sample);
}

describe("apps/web/src", () => {
  it("names no API path outside the generated client", { timeout: 30_000 }, async () => {
    const apiPaths = await apiPathPatterns();
    const pages = webPagePatterns();
    const sources = filesUnder(webSrc).filter(
      (file) => /\.tsx?$/.test(file) && !/\.generated\.ts$|\.test\.tsx?$|\/testing\//.test(file),
    );
    const named = sources.flatMap((file) =>
      literalsOf(file).flatMap(({ text, line }) => {
        const path = pathPart(text);
        if (!path.startsWith("/") || pages.some((page) => page.test(path))) return [];
        const route = apiPaths.find((api) => mayName(text, api));
        return route ? [`${relative(repoRoot, file)}:${line} "${text.replaceAll(hole, "…")}" is ${route.path}`] : [];
      }),
    );
    expect(named).toEqual([]);
  });

  it.each([
    { literal: "/reading/summary", api: true },
    { literal: `/reading/articles/${hole}/opened`, api: true },
    { literal: `/reading/articles/${hole}/${hole}`, api: true },
    { literal: `/${hole}`, api: false },
    { literal: "/reading/finished?ids=1,2", api: true },
    { literal: "/desk/notices", api: false },
    { literal: "/mypage", api: false },
    // Two segments have the shape of an article's (/{seriesPath}/{id}), which says nothing.
    { literal: "/awd/offline", api: false },
  ])("$literal names an API path: $api", async ({ literal, api }) => {
    const path = pathPart(literal);
    const isPage = webPagePatterns().some((page) => page.test(path));
    const isApi = (await apiPathPatterns()).some((api) => mayName(literal, api));
    expect(isApi && !isPage).toBe(api);
  });
});
