import { z } from "zod";
import { defineRoutes } from "./route.ts";

// The podcast feed routes (docs/product/podcast-feed.md). Managing the feed URL is for signed-in readers,
// each reaching only their own; the feed and its episodes are reached by the token in the URL.

export const podcastFeedStatusSchema = z
  .object({
    issued: z.boolean().meta({ description: "Whether the reader has a live feed URL" }),
    issuedAt: z.string().nullable().meta({ description: "When the live feed URL was issued; null when none" }),
  })
  .meta({ id: "PodcastFeedStatus" });
export type PodcastFeedStatus = z.infer<typeof podcastFeedStatusSchema>;

export const issuedPodcastFeedSchema = z
  .object({
    url: z.string().meta({
      description:
        "The personal feed URL. Only its token's hash is kept, so it is shown this once; re-issue to see a new one",
    }),
    issuedAt: z.string(),
  })
  .meta({ id: "IssuedPodcastFeed" });
export type IssuedPodcastFeed = z.infer<typeof issuedPodcastFeedSchema>;

export const podcastTokenParam = z.object({
  token: z.string().meta({ description: "The feed URL's token" }),
});

export const podcastEpisodeParam = podcastTokenParam.extend({
  file: z.string().meta({ description: "The article id and the rendition, e.g. 2502.m4a" }),
});

/** A feed: RSS 2.0 with the iTunes tags podcast apps read. */
const rss = { produces: "application/rss+xml", answer: z.string() } as const;

export const podcastRoutes = defineRoutes({
  feedStatus: {
    method: "get",
    path: "/podcast/feed-token",
    guard: "reader",
    answer: podcastFeedStatusSchema,
    summary: "Whether the reader has a live feed URL",
  },
  issueFeed: {
    method: "post",
    path: "/podcast/feed-token",
    guard: "reader",
    status: 201,
    answer: issuedPodcastFeedSchema,
    summary: "A new feed URL; the one before it answers 410 from now on",
  },
  stopFeed: {
    method: "delete",
    path: "/podcast/feed-token",
    guard: "reader",
    answer: podcastFeedStatusSchema,
    summary: "The feed URL stopped; it answers 410 from now on",
  },
  publicFeed: {
    method: "get",
    path: "/podcast/feed.xml",
    guard: "public",
    ...rss,
    summary: "The public podcast feed: the free episodes, newest first",
  },
  /** Reached by the token in its URL, which podcast apps fetch without any sign-in. */
  privateFeed: {
    method: "get",
    path: "/podcast/feeds/{token}",
    guard: "public",
    params: podcastTokenParam,
    ...rss,
    summary: "Every episode the token's reader may hear, newest first",
  },
  episode: {
    method: "get",
    path: "/podcast/feeds/{token}/episodes/{file}",
    guard: "public",
    params: podcastEpisodeParam,
    status: 302,
    answer: z.undefined(),
    summary: "To a short-lived signed URL of the AAC file",
  },
});
