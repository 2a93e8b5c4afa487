import { describe, expect, it } from "vitest";
import { canvasPixelRatio, fitWidthZoom, maxCanvasPixels, pageScale, parsePageNumber, pinchZoom } from "./viewer-scale";

const a4WidthPt = 595.28;
const printedPx = a4WidthPt * (96 / 72);

describe("pageScale", () => {
  it.each([
    ["a wide viewer, zoom 1: printed size", 1, 1200, printedPx],
    ["a wide viewer, zoom 2", 2, 1200, printedPx * 2],
    ["a phone, zoom 1: the viewer's width", 1, 360, 360],
    ["a phone, zoom 0.5", 0.5, 360, 180],
    ["a zoom beyond the rule is kept at 2", 3, 360, 720],
    ["not measured yet: printed size", 1, 0, printedPx],
  ])("%s", (_, zoom, available, expectedWidth) => {
    expect(pageScale(zoom, a4WidthPt, available) * a4WidthPt).toBeCloseTo(expectedWidth, 6);
  });
});

describe("fitWidthZoom", () => {
  it.each([
    ["a phone: zoom 1 already fits", 360, 1],
    ["a desktop viewer wider than the page", 1000, 1.26],
    ["a very wide viewer stops at the maximum", 3000, 2],
    ["not measured yet", 0, 1],
  ])("%s", (_, available, zoom) => {
    expect(fitWidthZoom(a4WidthPt, available)).toBe(zoom);
  });
});

describe("pinchZoom", () => {
  it.each([
    ["fingers twice as far apart", 1, 100, 200, 2],
    ["fingers closer", 1, 200, 150, 0.75],
    ["beyond the maximum", 1.5, 100, 400, 2],
    ["below the minimum", 0.75, 400, 100, 0.5],
    ["no start distance", 1.2, 0, 100, 1.2],
  ])("%s", (_, start, from, to, zoom) => {
    expect(pinchZoom(start, from, to)).toBe(zoom);
  });
});

describe("canvasPixelRatio", () => {
  it("uses the screen's density while the canvas is small", () => {
    expect(canvasPixelRatio(3, 800, 1100)).toBe(3);
  });
  it("never goes below 1", () => {
    expect(canvasPixelRatio(0, 800, 1100)).toBe(1);
  });
  it("keeps a big page within the canvas limit", () => {
    const ratio = canvasPixelRatio(3, 1600, 2260);
    expect(1600 * ratio * 2260 * ratio).toBeLessThanOrEqual(maxCanvasPixels + 1);
  });
});

describe("parsePageNumber", () => {
  it.each([
    ["3", 3],
    [" 13 ", 13],
    ["１２", 12],
    ["0", undefined],
    ["14", undefined],
    ["2.5", undefined],
    ["", undefined],
    ["abc", undefined],
  ])("%j", (text, page) => {
    expect(parsePageNumber(text, 13)).toBe(page);
  });
});
