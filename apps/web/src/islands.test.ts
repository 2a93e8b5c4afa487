import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Every component that hydrates is named `X.island.tsx`, so what ships JavaScript to the reader can be
// found by its file name. Next.js fixes the names of route files (error.tsx, global-error.tsx), so app/
// is left out.
const srcDir = fileURLToPath(new URL(".", import.meta.url));

const componentFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "app" && dir === srcDir ? [] : componentFiles(path);
    return name.endsWith(".tsx") ? [path] : [];
  });

const clientComponents = componentFiles(srcDir).filter((file) =>
  /^["']use client["']/.test(readFileSync(file, "utf8")),
);

describe("islands", () => {
  it.each(clientComponents.map((file) => [file.slice(srcDir.length)]))("%s is named .island.tsx", (file) => {
    expect(file).toMatch(/\.island\.tsx$/);
  });
});
