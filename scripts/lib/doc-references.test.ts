import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  brokenReference,
  headingAnchors,
  headingSlug,
  outsideMentions,
  productReferences,
  relativeLinks,
  textFilesUnder,
} from "./doc-references.ts";

const root = resolve(import.meta.dirname, "..", "..");
const productDir = join(root, "docs", "product");

// Where code, tests and documents live; this module and its test name the outside documents on purpose.
const scanned = ["apps", "packages", "scripts", "e2e", "bench", "docs", "deploy", "README.md", "CONTRIBUTING.md"];
const naming = new Set(["scripts/lib/doc-references.ts", "scripts/lib/doc-references.test.ts"]);
const files = scanned.flatMap((path) => textFilesUnder(root, path)).filter((file) => !naming.has(file));
const textOf = (file: string) => readFileSync(join(root, file), "utf8");

describe("headingSlug (GitHub's anchors)", () => {
  it.each([
    ["Word limits", "word-limits"],
    ["The paywall", "the-paywall"],
    ["Who may open the PDF", "who-may-open-the-pdf"],
    ["Sign-in attempts", "sign-in-attempts"],
    ["A/B patterns", "ab-patterns"],
    ["`limit` and offset", "limit-and-offset"],
    ["Preview codes: days", "preview-codes-days"],
    ["最近の検索", "最近の検索"],
  ])("%s → #%s", (heading, slug) => {
    expect(headingSlug(heading)).toBe(slug);
  });

  it("numbers a repeated heading and ignores fenced code", () => {
    const page = "# Search\n## Failures\n```sh\n# not a heading\n```\n### Failures\n";
    expect([...headingAnchors(page)]).toEqual(["search", "failures", "failures-1"]);
  });
});

describe("finding references", () => {
  it("finds references to the product pages, with or without a heading", () => {
    const text = "// docs/product/search.md#word-limits\n/* see docs/product/README.md */";
    expect(productReferences(text)).toEqual([
      { page: "search.md", anchor: "word-limits" },
      { page: "README.md", anchor: undefined },
    ]);
  });

  it("resolves a page's relative links against the page itself", () => {
    expect(relativeLinks("[a](search.md#word-limits), [b](#paging), [c](https://x.example)", "lists.md")).toEqual([
      { page: "search.md", anchor: "word-limits" },
      { page: "lists.md", anchor: "paging" },
    ]);
  });

  it.each([
    ["// spec §5 search word", ["spec §"]],
    ['// decisions.md "Series"', ["decisions.md"]],
    ["see shared/spec/product-spec.md", ["shared/spec", "product-spec"]],
    ["// docs/product/search.md#word-limits", []],
  ])("%s mentions %j outside the repository", (text, mentions) => {
    expect(outsideMentions(text)).toEqual(mentions);
  });

  it.each([
    [{ page: "search.md", anchor: "word-limits" }, undefined],
    [{ page: "search.md", anchor: undefined }, undefined],
    [{ page: "search.md", anchor: "no-such-rule" }, "no heading #no-such-rule in docs/product/search.md"],
    [{ page: "no-such-page.md", anchor: "paging" }, "no page docs/product/no-such-page.md"],
  ])("%j: %s", (reference, problem) => {
    expect(brokenReference(reference, productDir)).toBe(problem);
  });
});

describe("the repository points inside itself", () => {
  it("scans the code, the tests and the documents", () => {
    expect(files).toContain("packages/core/src/constants.ts");
    expect(files).toContain("docs/product/search.md");
    expect(files.some((file) => file.includes("node_modules"))).toBe(false);
  });

  it("never cites the product documents that live outside the repository", () => {
    const found = files.flatMap((file) => outsideMentions(textOf(file)).map((mention) => `${file}: ${mention}`));
    expect(found).toEqual([]);
  });

  it("points only at product pages and headings that exist", () => {
    const broken = files.flatMap((file) =>
      productReferences(textOf(file)).flatMap((reference) => {
        const problem = brokenReference(reference, productDir);
        return problem ? [`${file}: ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("links each product page only to pages and headings that exist", () => {
    const broken = files
      .filter((file) => file.startsWith("docs/product/"))
      .flatMap((file) => {
        const page = file.slice("docs/product/".length);
        return relativeLinks(textOf(file), page).flatMap((reference) => {
          const problem = brokenReference(reference, productDir);
          return problem ? [`${file}: ${problem}`] : [];
        });
      });
    expect(broken).toEqual([]);
  });
});
