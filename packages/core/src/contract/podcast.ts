import { z } from "zod";

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
