import { clampZoom } from "@awd/core/image-zoom";

// How big a page of the print edition is drawn. The zoom is core's image zoom (docs/product/print-edition.md#zoom, core
// image-zoom: 0.5 to 2 in steps of 0.05); zoom 1 is the page at its printed size, or as wide as the
// viewer when that is narrower (a phone), so zoom 1 never needs sideways scrolling.

/** CSS pixels per PDF point: PDF measures in 1/72 inch, CSS in 1/96 inch. */
const cssPxPerPoint = 96 / 72;

/** The largest canvas drawn for one page (4096²): beyond it phones run out of canvas memory. */
export const maxCanvasPixels = 4096 * 4096;

const baseWidthPx = (pageWidthPt: number, availableWidthPx: number): number => {
  const printed = pageWidthPt * cssPxPerPoint;
  return availableWidthPx > 0 ? Math.min(printed, availableWidthPx) : printed;
};

/** CSS pixels per PDF point at this zoom: the scale pdf.js draws the page at. */
export const pageScale = (zoom: number, pageWidthPt: number, availableWidthPx: number): number =>
  (clampZoom(zoom) * baseWidthPx(pageWidthPt, availableWidthPx)) / pageWidthPt;

/** The zoom at which the page fills the viewer's width, kept within the zoom rule. */
export const fitWidthZoom = (pageWidthPt: number, availableWidthPx: number): number =>
  clampZoom(availableWidthPx > 0 ? availableWidthPx / baseWidthPx(pageWidthPt, availableWidthPx) : 1);

/** Zoom after a pinch: the zoom it started at, times how far the fingers moved apart. */
export const pinchZoom = (startZoom: number, startDistance: number, distance: number): number =>
  startDistance > 0 ? clampZoom((startZoom * distance) / startDistance) : clampZoom(startZoom);

/** Device pixels per CSS pixel of the canvas: sharp on a high-density screen, within maxCanvasPixels. */
export const canvasPixelRatio = (devicePixelRatio: number, widthPx: number, heightPx: number): number => {
  const area = widthPx * heightPx;
  const ratio = Math.max(1, devicePixelRatio || 1);
  return area > 0 ? Math.min(ratio, Math.sqrt(maxCanvasPixels / area)) : ratio;
};

/** The page a typed page number names, or undefined when it is not a page of this issue. */
export const parsePageNumber = (text: string, pageCount: number): number | undefined => {
  const trimmed = text.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  if (!/^\d{1,4}$/.test(trimmed)) return undefined;
  const page = Number(trimmed);
  return page >= 1 && page <= pageCount ? page : undefined;
};
