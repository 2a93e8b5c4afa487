import { describe, expect, it } from "vitest";
import { canZoomIn, canZoomOut, clampZoom, zoomIn, zoomOut, zoomPresets } from "./image-zoom.ts";

describe("clampZoom (between 0.5 and 2)", () => {
  it.each([
    [1, 1],
    [0.5, 0.5],
    [2, 2],
    [0.49, 0.5],
    [0, 0.5],
    [-1, 0.5],
    [2.01, 2],
    [10, 2],
    [1.1500000000000001, 1.15],
    [1.234, 1.23],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 2],
    [Number.NEGATIVE_INFINITY, 0.5],
  ])("%d → %d", (zoom, expected) => {
    expect(clampZoom(zoom)).toBe(expected);
  });
});

describe("zoomIn and zoomOut (step 0.05, no floating-point drift)", () => {
  it.each([
    [1, 1.05, 0.95],
    [1.1, 1.15, 1.05],
    [0.5, 0.55, 0.5],
    [0.52, 0.57, 0.5],
    [2, 2, 1.95],
    [1.98, 2, 1.93],
    [1.7000000000000002, 1.75, 1.65],
    [Number.NaN, 1.05, 0.95],
  ])("%d: in → %d, out → %d", (zoom, inward, outward) => {
    expect(zoomIn(zoom)).toBe(inward);
    expect(zoomOut(zoom)).toBe(outward);
  });

  it.each([
    [3, "in", 1.15],
    [20, "in", 2],
    [30, "in", 2],
    [7, "out", 0.65],
    [10, "out", 0.5],
    [11, "out", 0.5],
  ] as const)("%d steps %s from 1 land exactly on %d", (steps, direction, expected) => {
    const step = direction === "in" ? zoomIn : zoomOut;
    const zoom = Array.from({ length: steps }).reduce<number>((current) => step(current), 1);
    expect(zoom).toBe(expected);
  });
});

describe("canZoomIn and canZoomOut", () => {
  it.each([
    [0.5, true, false],
    [1, true, true],
    [2, false, true],
    [3, false, true],
  ])("%d: in %s, out %s", (zoom, canIn, canOut) => {
    expect(canZoomIn(zoom)).toBe(canIn);
    expect(canZoomOut(zoom)).toBe(canOut);
  });
});

describe("zoomPresets", () => {
  it("offers 0.5, 0.75, 1, 1.5, 1.75, 2, each a level clampZoom keeps", () => {
    expect(zoomPresets).toEqual([0.5, 0.75, 1, 1.5, 1.75, 2]);
    expect(zoomPresets.map(clampZoom)).toEqual(zoomPresets);
  });
});
