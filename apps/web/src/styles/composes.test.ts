import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// A class two places share is a primitive of styles/ (button.module.css's pills, heading, card, panel,
// mark…): a component's stylesheet composes from styles/ only, never from another component's, so
// changing one component's look cannot change another's.
const srcDir = fileURLToPath(new URL("..", import.meta.url));
const stylesDir = fileURLToPath(new URL(".", import.meta.url));

const cssModules = readdirSync(srcDir, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".module.css"))
  .map((name) => join(srcDir, name));

/** Each `composes: a b from "…"` of a stylesheet: the classes and the file they come from, resolved. */
const composedFrom = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/composes:\s*([^;]*?)\s+from\s+([^;\s]+)\s*;/g)].map(([, classes, from]) => ({
    classes: (classes ?? "").split(/\s+/),
    from: /^["'].*["']$/.test(from ?? "") ? resolve(dirname(file), (from ?? "").slice(1, -1)) : (from ?? ""),
  }));

describe("composes", () => {
  it("finds the composition of every stylesheet that composes", () => {
    const composing = cssModules.filter((file) => composedFrom(file).length > 0);
    expect(composing.length).toBeGreaterThan(10);
  });

  it.each(cssModules.map((file) => [file.slice(srcDir.length), file]))(
    "%s composes only classes of styles/ that exist",
    (_, file) => {
      for (const { classes, from } of composedFrom(file)) {
        expect(from.startsWith(stylesDir), `${from} is not in styles/`).toBe(true);
        const target = readFileSync(from, "utf8");
        for (const name of classes) expect(target, `.${name} in ${from}`).toMatch(new RegExp(`\\.${name}\\b`));
      }
    },
  );
});
