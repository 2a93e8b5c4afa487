import type { Image } from "@awd/core/contract/articles";
import { developmentDefaults, localUrls } from "@awd/core/deployment";
import type { Metadata } from "next";
import publisherLogo from "@/assets/app-icons/icon-512.png";
import { feedMessages } from "@/messages/feeds";
import { siteMessages } from "@/messages/site";
import { readerUrl } from "./front-refresh";
import { latestFeedHref, staticFileUrl } from "./paths";

// What a shared link shows (og: and Twitter card tags): the page's title, its lead and an image.
// Image URLs must be absolute; they are made so against the site's origin, read at build. With them,
// what crawlers and feed readers read in the head (docs/product/search-engines-and-feeds.md): the
// page's one canonical URL and the feeds it offers.

export const siteOrigin = new URL(
  process.env.WEB_ORIGIN ??
    localUrls({ ...developmentDefaults.ports, web: Number(process.env.WEB_PORT ?? developmentDefaults.ports.web) })
      .webOrigin,
);

/** A site href (as next/link takes it) as an absolute URL of the site. */
export const absoluteUrl = (href: string) => new URL(readerUrl(href), siteOrigin).href;

/**
 * The publisher's logo search engines read in an article's JSON-LD: a raster PNG (512 px square, the
 * installed app's icon, rendered from the site's SVG icon by `npm run content:app-icons`), not the SVG.
 */
export const publisherLogoUrl = new URL(publisherLogo.src, siteOrigin).href;

/** A file under the API's static root as an absolute URL of the site. */
export const absoluteFileUrl = (path: string) => new URL(staticFileUrl(path), siteOrigin).href;

export interface FeedLink {
  href: string;
  title: string;
}

const latestFeed: FeedLink = { href: latestFeedHref, title: feedMessages.latestTitle };

const defaultImage: Image = {
  path: "media/images/default-main.webp",
  width: 720,
  height: 492,
  blurhash: "",
  imageDescription: siteMessages.siteName,
};

/** What an article page's og: tags say of it besides its title: og:type article and its time. */
export interface SharedArticle {
  /** ISO 8601 instant: article:published_time. */
  publishedAt: string;
  /** The series' name: article:section. */
  section: string;
}

/**
 * A page's title and description, with the og: and twitter: tags that repeat them; its canonical URL
 * (the site href of the page itself, without any query it does not vary with) and, besides the
 * site's newest-articles feed, the feed of the page's own category or series. An article page is
 * og:type article with its published time; every other page is a website.
 */
export function shareMetadata({
  title,
  description = siteMessages.siteDescription,
  image,
  canonical,
  feed,
  article,
}: {
  title?: string;
  description?: string;
  image?: Image | null;
  canonical?: string;
  feed?: FeedLink;
  article?: SharedArticle;
}): Metadata {
  const shown = image ?? defaultImage;
  const images = [
    { url: staticFileUrl(shown.path), width: shown.width, height: shown.height, alt: shown.imageDescription },
  ];
  const shareTitle = title ?? siteMessages.siteName;
  return {
    ...(title && { title }),
    description,
    alternates: {
      ...(canonical !== undefined && { canonical: absoluteUrl(canonical) }),
      types: {
        "application/rss+xml": [latestFeed, ...(feed ? [feed] : [])].map((f) => ({
          url: absoluteUrl(f.href),
          title: f.title,
        })),
      },
    },
    openGraph: {
      ...(article
        ? { type: "article", publishedTime: article.publishedAt, section: article.section }
        : { type: "website" }),
      siteName: siteMessages.siteName,
      locale: "ja_JP",
      title: shareTitle,
      description,
      images,
    },
    twitter: { card: "summary_large_image", title: shareTitle, description, images },
  };
}
