"use client";

import { useEffect } from "react";

// docs/product/images-and-media.md#fallback-images: an image that fails falls back to the default
// image, and if that fails too, to the second default. Every article image carries its fallbacks in
// data-fallbacks (see ArticleImage); one listener serves the page, and images that failed before it
// ran are caught on mount.
const nextFallback = (image: HTMLImageElement) => {
  const fallbacks = (image.dataset.fallbacks ?? "").split(" ").filter(Boolean);
  const tried = Number(image.dataset.fallbackTried ?? 0);
  const next = fallbacks[tried];
  if (!next) return;
  image.dataset.fallbackTried = String(tried + 1);
  image.removeAttribute("srcset");
  image.src = next;
};

export function ImageFallback() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement && event.target.dataset.fallbacks) nextFallback(event.target);
    };
    document.addEventListener("error", onError, true);
    for (const image of document.querySelectorAll<HTMLImageElement>("img[data-fallbacks]")) {
      if (image.complete && image.naturalWidth === 0) nextFallback(image);
    }
    return () => document.removeEventListener("error", onError, true);
  }, []);
  return null;
}
