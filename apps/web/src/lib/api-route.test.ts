import { describe, expect, it } from "vitest";
import { type ApiRoute, pathOf } from "./api-route";

const route = (path: string): ApiRoute => ({ method: "GET", path });

describe("pathOf", () => {
  it.each([
    { path: "/reading/summary", args: {}, expected: "/reading/summary" },
    {
      path: "/reading/articles/{id}/opened",
      args: { params: { id: 2502 } },
      expected: "/reading/articles/2502/opened",
    },
    { path: "/desk/readers/{subject}", args: { params: { subject: "a/b c" } }, expected: "/desk/readers/a%2Fb%20c" },
    { path: "/reading/finished", args: { query: { ids: "2502,2503" } }, expected: "/reading/finished?ids=2502,2503" },
    {
      path: "/articles",
      args: { query: { sort: "Desc", category: undefined, limit: 20, q: "a&b=c" } },
      expected: "/articles?sort=Desc&limit=20&q=a%26b%3Dc",
    },
    { path: "/articles", args: { query: { category: undefined } }, expected: "/articles" },
  ])("$path with $args is $expected", ({ path, args, expected }) => {
    expect(pathOf(route(path), args)).toBe(expected);
  });

  it("refuses a path parameter without a value rather than asking for {id}", () => {
    expect(() => pathOf(route("/notebook/words/{id}"), {})).toThrow("no value for {id}");
  });
});
