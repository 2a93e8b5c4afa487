import { describe, expect, it } from "vitest";
import {
  defaultImageUrl,
  fixedSizeWidths,
  imageDimensions,
  imageWidths,
  optimisedImageUrl,
  servedImageWidth,
} from "./images.ts";

describe("optimisedImageUrl", () => {
  it.each<[string, number, number | undefined, string]>([
    ["/images/cover.jpg", 640, undefined, "/awd/_next/image?url=%2Fawd%2Fimages%2Fcover.jpg&w=640&q=75"],
    ["images/cover.jpg", 1080, undefined, "/awd/_next/image?url=%2Fawd%2Fimages%2Fcover.jpg&w=1080&q=75"],
    ["/awd/images/cover.jpg", 640, undefined, "/awd/_next/image?url=%2Fawd%2Fimages%2Fcover.jpg&w=640&q=75"],
    ["/awdx/cover.jpg", 640, undefined, "/awd/_next/image?url=%2Fawd%2Fawdx%2Fcover.jpg&w=640&q=75"],
    [
      "/images/表紙 1.jpg?v=2",
      640,
      undefined,
      "/awd/_next/image?url=%2Fawd%2Fimages%2F%E8%A1%A8%E7%B4%99%201.jpg%3Fv%3D2&w=640&q=75",
    ],
    ["/images/cover.jpg", 700, undefined, "/awd/_next/image?url=%2Fawd%2Fimages%2Fcover.jpg&w=750&q=75"],
    ["/images/cover.jpg", 120, 50, "/awd/_next/image?url=%2Fawd%2Fimages%2Fcover.jpg&w=128&q=50"],
    ["https://static.example.jp/cover.jpg", 640, undefined, "https://static.example.jp/cover.jpg"],
    ["http://static.example.jp/cover.jpg", 640, undefined, "http://static.example.jp/cover.jpg"],
    ["//static.example.jp/cover.jpg", 640, undefined, "//static.example.jp/cover.jpg"],
    ["data:image/png;base64,AAAA", 640, undefined, "data:image/png;base64,AAAA"],
  ])("%s at %d", (src, width, quality, expected) => {
    expect(optimisedImageUrl({ src, width, quality })).toBe(expected);
  });
});

describe("fixedSizeWidths (an image drawn at fixed sizes is offered up to 3x its largest)", () => {
  it.each<[string, number[] | undefined]>([
    ["(max-width: 480px) 96px, 128px", [96, 128, 256, 384]],
    ["128px", [128, 256, 384]],
    ["120px", [128, 256, 384]],
    ["(min-width: 821px) 240px, 96px", [96, 128, 256, 384, 640, 750]],
    ["720px", [750, 828, 1080, 1200, 1920, 2048, 3840]],
    ["(max-width: 820px) 100vw, 720px", undefined],
    ["(max-width: 640px) 100vw, 240px", undefined],
    ["50vw", undefined],
    ["10rem", undefined],
    ["", undefined],
  ])("%s → %j", (sizes, widths) => {
    expect(fixedSizeWidths(sizes)).toEqual(widths);
  });
});

describe("servedImageWidth (only configured widths are served)", () => {
  it.each([
    [1, 16],
    [16, 16],
    [17, 32],
    [384, 384],
    [385, 640],
    [720, 750],
    [3840, 3840],
    [5000, 3840],
  ])("%d → %d", (width, served) => {
    expect(servedImageWidth(width)).toBe(served);
  });

  it("serves the small sizes then device widths, ascending", () => {
    expect(imageWidths).toEqual([16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
  });
});

describe("imageDimensions (defaults 720x492 main, 120x68 thumbnail)", () => {
  it.each<["main" | "thumbnail", number | null, number | null, { width: number; height: number }]>([
    ["main", 1600, 900, { width: 1600, height: 900 }],
    ["main", null, null, { width: 720, height: 492 }],
    ["main", 1600, null, { width: 720, height: 492 }],
    ["thumbnail", null, null, { width: 120, height: 68 }],
    ["thumbnail", 240, 136, { width: 240, height: 136 }],
  ])("%s %s x %s", (kind, width, height, expected) => {
    expect(imageDimensions({ width, height }, kind)).toEqual(expected);
  });
});

describe("defaultImageUrl", () => {
  it("is the default image as a main image's first fallback asks for it", () => {
    expect(defaultImageUrl).toBe(
      "/awd/_next/image?url=%2Fawd%2Fstatic%2Fmedia%2Fimages%2Fdefault-main.webp&w=640&q=75",
    );
  });
});
