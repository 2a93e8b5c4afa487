import { describe, expect, it } from "vitest";
import { flightPayloadBytes, renderBlockingStylesheets } from "./first-paint.ts";

describe("flightPayloadBytes (the inline RSC payload a page parses before it is interactive)", () => {
  it.each([
    ["no script", "<html><body><p>hi</p></body></html>", 0],
    ["the payload's first script", "<script>(self.__next_f=self.__next_f||[]).push([0])</script>", 43],
    ["a payload chunk, counted in UTF-8 bytes", '<script>self.__next_f.push([1,"語"])</script>', 29],
    ["an inline script of the site's own", "<script>document.documentElement.dataset.x=1</script>", 0],
    ["a script loaded by src", '<script src="/a.js" async=""></script>', 0],
    [
      "two chunks and other scripts",
      '<script>self.__next_f.push([1,"a"])</script><script>x()</script><script>self.__next_f.push([1,"b"])</script>',
      54,
    ],
  ])("%s", (_, html, bytes) => {
    expect(flightPayloadBytes(html)).toBe(bytes);
  });
});

describe("renderBlockingStylesheets (what the first paint waits for)", () => {
  it.each([
    ["none", "<head><title>t</title></head>", []],
    ["Next.js's stylesheet links", '<link rel="stylesheet" href="/a.css" data-precedence="next"/>', ["/a.css"]],
    [
      "three sheets, in order",
      '<link rel="stylesheet" href="/a.css"/><link rel="preload" href="/f.woff2" as="font"/><link rel="stylesheet" href="/b.css"/><link rel="stylesheet" href="/c.css">',
      ["/a.css", "/b.css", "/c.css"],
    ],
    ["an inline style", "<style>body{margin:0}</style>", []],
    ["a print stylesheet", '<link rel="stylesheet" media="print" href="/p.css">', []],
    ["a preloaded stylesheet", '<link rel="preload" as="style" href="/a.css">', []],
    ["an alternate stylesheet", '<link rel="alternate stylesheet" href="/a.css">', []],
    ["unquoted attributes", "<link rel=stylesheet href=/a.css>", ["/a.css"]],
  ])("%s", (_, html, sheets) => {
    expect(renderBlockingStylesheets(html)).toEqual(sheets);
  });
});
