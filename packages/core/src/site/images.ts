import { imageSizes } from "../constants.ts";
import { basePath } from "./base-path.ts";

// docs/product/images-and-media.md#image-records
export interface ImageRecord {
  path: string;
  width: number | null;
  height: number | null;
  blurhash: string | null;
  imageDescription: string | null;
}

export type ImageKind = "main" | "thumbnail";

// docs/product/images-and-media.md#default-sizes: a record without its size is drawn at the default
// size of its kind (720x492 main, 120x68 thumbnail); both sides are taken together to keep the
// aspect ratio.
export const imageDimensions = (
  record: Pick<ImageRecord, "width" | "height">,
  kind: ImageKind,
): { width: number; height: number } =>
  record.width && record.height ? { width: record.width, height: record.height } : imageSizes[kind];

// docs/product/images-and-media.md#served-widths: every width the optimiser serves (Next.js
// images.imageSizes then images.deviceSizes).
export const imageWidths: readonly number[] = [...imageSizes.smallWidths, ...imageSizes.deviceWidths];

// The optimiser refuses a width it was not configured for (HTTP 400), so a wanted width is rounded
// up to the next served one, or down to the largest.
const largestWidth = Math.max(...imageWidths);
export const servedImageWidth = (width: number): number =>
  imageWidths.find((served) => served >= width) ?? largestWidth;

// docs/product/images-and-media.md#fixed-size-images: an image drawn at fixed sizes (every size in
// its `sizes` a length in px, such as a list's thumbnail) is offered at the served widths from its
// smallest drawn width to three times its largest (a 3x screen), not at every served width; a size
// in any other unit (100vw) leaves the choice to Next.js (undefined).
const densityLimit = 3;
export const fixedSizeWidths = (sizes: string): number[] | undefined => {
  const lengths = sizes.split(",").map((entry) => /(?:^|\s)(\d+(?:\.\d+)?)px$/.exec(entry.trim())?.[1]);
  if (lengths.length === 0 || lengths.some((length) => length === undefined)) return undefined;
  const pixels = lengths.map(Number);
  const smallest = servedImageWidth(Math.min(...pixels));
  const largest = servedImageWidth(Math.max(...pixels) * densityLimit);
  return [...imageWidths].sort((a, b) => a - b).filter((width) => width >= smallest && width <= largest);
};

const isAbsoluteUrl = (src: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(src) || src.startsWith("//");

const withBasePath = (path: string): string => {
  const rooted = path.startsWith("/") ? path : `/${path}`;
  return rooted === basePath || rooted.startsWith(`${basePath}/`) ? rooted : `${basePath}${rooted}`;
};

// docs/product/images-and-media.md#optimised-urls: relative paths go through the optimisation path.
// Next.js does not add the basePath to a string src, so it is added here, to the route and to the
// url parameter; a path that already has it keeps one. Absolute URLs are left as they are. Shaped
// as a Next.js image loader.
export const optimisedImageUrl = ({ src, width, quality }: { src: string; width: number; quality?: number }): string =>
  isAbsoluteUrl(src)
    ? src
    : `${basePath}/_next/image?url=${encodeURIComponent(withBasePath(src))}&w=${servedImageWidth(width)}&q=${quality ?? imageSizes.quality}`;

// docs/product/images-and-media.md#fallback-images: the default image, then the second default, in
// place of an image that fails (paths under the static root).
export const defaultImagePaths = ["media/images/default-main.webp", "media/images/default-fallback.webp"] as const;

/** The default image as a main image's fallback asks for it; the service worker keeps it for offline reading. */
export const defaultImageUrl = optimisedImageUrl({
  src: `/static/${defaultImagePaths[0]}`,
  width: imageSizes.deviceWidths[0],
});
