import { afterPaintQuerySchema } from "@awd/core/contract/after-paint";
import { describe, expect, it } from "vitest";
import { readerAfterPaintRoute } from "@/api/after-paint.generated";
import { pathOf } from "@/lib/api-route";
import { afterPaintQuery, coversIds } from "./after-paint-request";

describe("the after-paint request of a page", () => {
  it.each([
    [[], "/reader/after-paint"],
    [["2502"], "/reader/after-paint?ids=2502"],
    [["2502", "2503"], "/reader/after-paint?ids=2502,2503"],
  ])("for the cards %j: %s", (ids, path) => {
    expect(pathOf(readerAfterPaintRoute, { query: afterPaintQuery(ids) })).toBe(path);
    const query = Object.fromEntries(new URL(path, "http://site").searchParams);
    expect(afterPaintQuerySchema.safeParse(query).success).toBe(true);
  });
});

describe("an answer already asked for the page", () => {
  it.each([
    [[], [], true],
    [["1", "2"], ["2"], true],
    [["1", "2"], ["1", "2"], true],
    [[], ["1"], false],
    [["1"], ["1", "3"], false],
  ])("asked %j, cards %j: enough %s", (asked, shown, enough) => {
    expect(coversIds(asked, shown)).toBe(enough);
  });
});
