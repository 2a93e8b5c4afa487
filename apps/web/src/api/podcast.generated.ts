// Written by scripts/generate-api-client.ts from @awd/core/contract/podcast: do not edit.
import type { podcastRoutes } from "@awd/core/contract/podcast";
import type { ApiRoute } from "../lib/api-route";

export const podcastFeedStatusRoute: ApiRoute<typeof podcastRoutes.feedStatus> = { method: "GET", path: "/podcast/feed-token" };
export const podcastIssueFeedRoute: ApiRoute<typeof podcastRoutes.issueFeed> = { method: "POST", path: "/podcast/feed-token" };
export const podcastStopFeedRoute: ApiRoute<typeof podcastRoutes.stopFeed> = { method: "DELETE", path: "/podcast/feed-token" };
export const podcastPublicFeedRoute: ApiRoute<typeof podcastRoutes.publicFeed> = { method: "GET", path: "/podcast/feed.xml" };
export const podcastPrivateFeedRoute: ApiRoute<typeof podcastRoutes.privateFeed> = { method: "GET", path: "/podcast/feeds/{token}" };
export const podcastEpisodeRoute: ApiRoute<typeof podcastRoutes.episode> = { method: "GET", path: "/podcast/feeds/{token}/episodes/{file}" };
