import { imageZoom } from "../constants.ts";

// docs/product/print-edition.md#zoom: default 1, step 0.05, between 0.5 and 2. Zoom levels are kept in whole
// hundredths, so stepping never drifts: 1 + 0.05 * 3 is 1.15, not 1.1500000000000001.
const toHundredths = (zoom: number): number => Math.round(zoom * 100);
const fromHundredths = (hundredths: number): number => hundredths / 100;

const minHundredths = toHundredths(imageZoom.min);
const maxHundredths = toHundredths(imageZoom.max);
const stepHundredths = toHundredths(imageZoom.step);

const clampHundredths = (hundredths: number): number => Math.min(maxHundredths, Math.max(minHundredths, hundredths));

/** Rounded to a hundredth and kept between min and max; anything not a number is the default. */
export const clampZoom = (zoom: number): number =>
  Number.isNaN(zoom) ? imageZoom.default : fromHundredths(clampHundredths(toHundredths(zoom)));

const stepBy = (zoom: number, steps: number): number =>
  fromHundredths(clampHundredths(toHundredths(clampZoom(zoom)) + steps * stepHundredths));

export const zoomIn = (zoom: number): number => stepBy(zoom, 1);
export const zoomOut = (zoom: number): number => stepBy(zoom, -1);

export const zoomPresets: readonly number[] = imageZoom.presets;

export const canZoomIn = (zoom: number): boolean => clampZoom(zoom) < imageZoom.max;
export const canZoomOut = (zoom: number): boolean => clampZoom(zoom) > imageZoom.min;
