import type { articlesRoutes } from "@awd/core/contract/articles";
import { describe, expect, it } from "vitest";
import { staticFileRoute } from "@/api/static-files.generated";
import { type ApiRoute, filePathOf, pathOf } from "./api-route";

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

describe("filePathOf", () => {
  it.each([
    { file: "media/images/101-main.webp", expected: "/static/media/images/101-main.webp" },
    { file: "/media/images/101-main.webp", expected: "/static/media/images/101-main.webp" },
    {
      file: "media/audio/101.mp3?expires=1764300000&signature=a$&b",
      expected: "/static/media/audio/101.mp3?expires=1764300000&signature=a$&b",
    },
  ])("$file is $expected", ({ file, expected }) => {
    expect(filePathOf(staticFileRoute, file)).toBe(expected);
  });

  it("takes only a route whose path ends with its file's parameter", () => {
    const articles: ApiRoute<typeof articlesRoutes.list> = { method: "GET", path: "/articles" };
    // @ts-expect-error: /articles has no file path parameter
    expect(filePathOf(articles, "a.webp")).toBe("/articles");
  });
});
