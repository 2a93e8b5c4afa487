import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

// The repository explains itself: code, tests and documents point at the product's rules in
// docs/product, by page and heading, and never at documents that live beside the repository.

/** Mentions of documents outside the repository that once held the product's rules. */
const outsidePattern = /spec §|decisions\.md|product-spec|shared\/spec/g;

/** A reference to a rule: `docs/product/search.md#word-limits` (the heading is optional). */
const productReferencePattern = /docs\/product\/([\w.-]+\.md)(?:#([\w-]+))?/g;

/** A Markdown link to a page beside it or a heading of its own: `](search.md#word-limits)`, `](#paging)`. */
const relativeLinkPattern = /\]\(((?:[\w-]+\.md)?)(?:#([\w-]+))?\)/g;

export interface DocReference {
  page: string;
  anchor: string | undefined;
}

export const outsideMentions = (text: string): string[] => [...text.matchAll(outsidePattern)].map((match) => match[0]);

export const productReferences = (text: string): DocReference[] =>
  [...text.matchAll(productReferencePattern)].map(([, page = "", anchor]) => ({ page, anchor }));

/** The relative links of a Markdown page, resolved against that page's own name. */
export const relativeLinks = (markdown: string, ownPage: string): DocReference[] =>
  [...markdown.matchAll(relativeLinkPattern)].map(([, page, anchor]) => ({ page: page || ownPage, anchor }));

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export const headingSlug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

/** Every anchor of a Markdown page's headings (outside code blocks); a repeated slug gets -1, -2… */
export const headingAnchors = (markdown: string): Set<string> => {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? undefined : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
};

/** Why a reference does not resolve in the product pages folder, or undefined when it does. */
export const brokenReference = (reference: DocReference, productDir: string): string | undefined => {
  const file = join(productDir, reference.page);
  if (!existsSync(file)) return `no page docs/product/${reference.page}`;
  if (reference.anchor === undefined || headingAnchors(readFileSync(file, "utf8")).has(reference.anchor)) {
    return undefined;
  }
  return `no heading #${reference.anchor} in docs/product/${reference.page}`;
};

const skippedDirectories = new Set(["node_modules", ".next", "dist", "coverage", "test-results", "playwright-report"]);
const textFile = /\.(?:[cm]?[jt]sx?|css|md|json|html|sql|conf|ya?ml)$/;

/** The text files under a path of the repository (a file or a folder), relative to its root. */
export const textFilesUnder = (root: string, path: string): string[] => {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return textFile.test(path) ? [path] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() && (skippedDirectories.has(entry.name) || entry.name.startsWith("."))
      ? []
      : textFilesUnder(root, join(path, entry.name)),
  );
};
