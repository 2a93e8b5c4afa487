import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { breakpointsPx } from "@awd/core/constants";
import { describe, expect, it } from "vitest";

// Media queries cannot read custom properties, so the breakpoints are written out in each CSS
// module (styles/tokens.css): this keeps them to the product's four (docs/product/site-and-urls.md#breakpoints).
const srcDir = fileURLToPath(new URL("..", import.meta.url));
const allowed = new Set<number>(Object.values(breakpointsPx));

const cssFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith(".css") ? [path] : [];
  });

describe("breakpoints", () => {
  it.each(cssFiles(srcDir).map((file) => [file.slice(srcDir.length), file]))(
    "%s uses only 820, 640, 480, 500",
    (_, file) => {
      const widths = [...readFileSync(file, "utf8").matchAll(/@media[^{]*?(?:min|max)-width:\s*(\d+)px/g)].map((m) =>
        Number(m[1]),
      );
      expect(widths.filter((w) => !allowed.has(w))).toEqual([]);
    },
  );
});
