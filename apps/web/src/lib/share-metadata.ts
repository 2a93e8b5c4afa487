import type { Image } from "@awd/core/contract/articles";
import { developmentDefaults, localUrls } from "@awd/core/deployment";
import type { Metadata } from "next";
import { siteMessages } from "@/messages/site";
import { staticFileUrl } from "./paths";

// What a shared link shows (og: and Twitter card tags): the page's title, its lead and an image.
// Image URLs must be absolute; they are made so against the site's origin, read at build.

export const siteOrigin = new URL(
  process.env.WEB_ORIGIN ??
    localUrls({ ...developmentDefaults.ports, web: Number(process.env.WEB_PORT ?? developmentDefaults.ports.web) })
      .webOrigin,
);

const defaultImage: Image = {
  path: "media/images/default-main.webp",
  width: 720,
  height: 492,
  blurhash: "",
  imageDescription: siteMessages.siteName,
};

/** A page's title and description, with the og: and twitter: tags that repeat them. */
export function shareMetadata({
  title,
  description = siteMessages.siteDescription,
  image,
}: {
  title?: string;
  description?: string;
  image?: Image | null;
}): Metadata {
  const shown = image ?? defaultImage;
  const images = [
    { url: staticFileUrl(shown.path), width: shown.width, height: shown.height, alt: shown.imageDescription },
  ];
  const shareTitle = title ?? siteMessages.siteName;
  return {
    ...(title && { title }),
    description,
    openGraph: {
      type: "website",
      siteName: siteMessages.siteName,
      locale: "ja_JP",
      title: shareTitle,
      description,
      images,
    },
    twitter: { card: "summary_large_image", title: shareTitle, description, images },
  };
}
