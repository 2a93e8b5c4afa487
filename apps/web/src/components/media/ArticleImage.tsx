import { imageSizes } from "@awd/core/constants";
import type { Image } from "@awd/core/contract/articles";
import {
  defaultImagePaths,
  fixedSizeWidths,
  type ImageKind,
  imageDimensions,
  optimisedImageUrl,
} from "@awd/core/images";
import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { blurhashDataUrl } from "@/lib/blurhash-placeholder";
import { staticFilePath } from "@/lib/paths";
import styles from "./ArticleImage.module.css";

// docs/product/images-and-media.md: next/image's props (the optimiser, the served widths, quality 75) on
// a plain <img>, so an image costs no JavaScript. The blurhash is painted under it until it loads;
// on error the page's ImageFallback swaps in the default image, then the second default.
const defaultImages: readonly string[] = defaultImagePaths;

export function ArticleImage({
  image,
  kind,
  sizes,
  alt,
  eager = false,
  className,
}: {
  image: Image | null;
  kind: ImageKind;
  sizes: string;
  /** defaults to the image's description; "" for a decorative image */
  alt?: string;
  /** an image above the fold: loaded first; a main image is also preloaded (not a thumbnail: the
   * prefetch of every list page in view would preload its first thumbnail too) */
  eager?: boolean;
  className?: string;
}) {
  const { width, height } = imageDimensions(image ?? { width: null, height: null }, kind);
  const src = staticFilePath(image?.path ?? (defaultImages[0] as string));
  const { props } = getImageProps({
    src,
    alt: alt ?? image?.imageDescription ?? "",
    width,
    height,
    sizes,
    quality: imageSizes.quality,
    loader: optimisedImageUrl,
    loading: eager ? "eager" : "lazy",
    fetchPriority: eager ? "high" : undefined,
  });
  // A thumbnail drawn at fixed sizes lists only the widths it can use: Next.js would list every
  // served width (16 to 3840), in the HTML and again in the page's flight payload.
  const fixedWidths = fixedSizeWidths(sizes);
  if (fixedWidths) {
    const urlOf = (w: number) => optimisedImageUrl({ src, width: w, quality: imageSizes.quality });
    props.srcSet = fixedWidths.map((w) => `${urlOf(w)} ${w}w`).join(", ");
    props.src = urlOf(fixedWidths.at(-1) as number);
  }
  if (eager && kind === "main" && props.srcSet)
    preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: sizes, fetchPriority: "high" });
  const placeholder = image ? blurhashDataUrl(image.blurhash, width / height) : undefined;
  const fallbackWidth = kind === "main" ? imageSizes.deviceWidths[0] : imageSizes.smallWidths[6];
  const fallbacks = (image ? defaultImages : defaultImages.slice(1)).map((path) =>
    optimisedImageUrl({ src: staticFilePath(path), width: fallbackWidth }),
  );
  return (
    // biome-ignore lint/performance/noImgElement: next/image's own props, without its client code
    // biome-ignore lint/a11y/useAltText: alt is among the props
    <img
      {...props}
      className={`${styles.image} ${className ?? ""}`}
      style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
      data-fallbacks={fallbacks.join(" ")}
    />
  );
}
