import { readFileSync } from "node:fs";
import { savedAccountKey, savedIssueCacheName } from "@awd/core/saved-issue-cache";
import { describe, expect, it } from "vitest";

// The article page reads a saved issue's text with core's names written out (its first load has no
// room for another module): they must stay the names the saving code writes.
const gate = readFileSync(new URL("../components/article/PaidArticleGate.island.tsx", import.meta.url), "utf8");

describe("the article page's reading of a saved issue", () => {
  it.each([
    ["the device's record of the account", `localStorage.getItem("${savedAccountKey}")`],
    // The gate puts the account into the name with a template literal: core's name of "$" + "{account}".
    ["the account's cache", `cacheName: \`${savedIssueCacheName(["$", "{account}"].join(""))}\``],
  ])("names %s as core does", (_, code) => {
    expect(gate).toContain(code);
  });
});
