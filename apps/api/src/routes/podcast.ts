import { podcastCover } from "@awd/core/app-icons";
import { articleAccess } from "@awd/core/article-access";
import { podcastLimits } from "@awd/core/constants";
import { errorBodySchema } from "@awd/core/contract/envelope";
import { podcastRoutes as contract } from "@awd/core/contract/podcast";
import {
  episodeArtwork,
  episodesFor,
  isPodcastToken,
  type PodcastChannel,
  type PodcastEpisode,
  podcastAppOf,
  podcastFeedXml,
} from "@awd/core/podcast-feed";
import { emptyRight } from "@awd/core/rights";
import { userTypeOf } from "@awd/core/user-type";
import type { Visitor } from "@awd/core/visitor";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requireSubject } from "../auth.ts";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { limitPodcastFeedFetches } from "../request-limits.ts";
import { errorResponses, jsonContent } from "../schemas.ts";
import { storeEvents } from "../services/events.ts";
import {
  episodeFile,
  feedStatus,
  issueFeedToken,
  podcastArticles,
  revokeFeedToken,
  tokenHolder,
} from "../services/podcast.ts";
import { rightOf } from "../services/rights.ts";

// docs/product/podcast-feed.md: the personal feed URL (managed on my page), the feed it names, its
// episodes (stable URLs redirecting to a short-lived signed file URL), and the public feed of free episodes.

const goneResponse = { 410: jsonContent(errorBodySchema, "The feed URL was stopped or never issued") };
const feedErrors = {
  ...errorResponses,
  ...goneResponse,
  429: jsonContent(errorBodySchema, "Too many fetches of this feed URL"),
};

const statusRoute = routeOf(contract.feedStatus);
const issueRoute = routeOf(contract.issueFeed);
const revokeRoute = routeOf(contract.stopFeed);
const publicFeedRoute = routeOf(contract.publicFeed, { errors: errorResponses });
const privateFeedRoute = routeOf(contract.privateFeed, { middleware: [limitPodcastFeedFetches], errors: feedErrors });
const episodeRoute = routeOf(contract.episode, {
  errors: {
    403: jsonContent(errorBodySchema, "The token's reader has no right to this episode now"),
    ...errorResponses,
    ...goneResponse,
  },
});

const noStore = { "Cache-Control": "private, no-store" };
const rss = (xml: string, cacheControl: string) =>
  new Response(xml, {
    status: 200,
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": cacheControl },
  });

/** The reader a feed URL's token names; 410 when it is stopped, never issued, or not a token at all. */
async function readerOf(c: Context<AppEnv>, token: string): Promise<Visitor> {
  const holder = isPodcastToken(token) ? await tokenHolder(c.var.db, token) : undefined;
  if (!holder || holder.revoked) throw new ApiError(410, "This feed URL was stopped; issue a new one on my page");
  return { isAuthenticated: true, right: await rightOf(c.var.db, holder.subject) };
}

export function podcastRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  const subjectOf = (c: { var: AppEnv["Variables"] }) => requireSubject(c.var.subject);

  const feedOf = async (
    c: Context<AppEnv>,
    visitor: Visitor,
    channel: PodcastChannel,
    fileUrlOf: (id: number, path: string) => string,
  ) => {
    const { config } = c.var.deps;
    const rows = episodesFor(await podcastArticles(c.var.db), visitor, c.var.now).slice(0, podcastLimits.feedEpisodes);
    const episodes: PodcastEpisode[] = rows.map((row) => ({
      ...row,
      link: new URL(`/awd/${row.seriesPath}/${row.articleId}`, config.webOrigin).href,
      imageUrl: `${config.publicUrl}/static/${episodeArtwork.path(row.articleId)}`,
      fileUrl: fileUrlOf(row.articleId, row.aacPath ?? ""),
      fileBytes: row.aacBytes ?? 0,
    }));
    // Which app fetched, for the analytics; never the token, and no subject: the event is about apps.
    await storeEvents(
      c.var.db,
      [
        {
          event: "podcast_feed_fetch",
          label: podcastAppOf(c.req.header("user-agent")),
          awd_user_type: userTypeOf(visitor),
        },
      ],
      {
        subject: undefined,
        receivedAt: new Date(c.var.now),
      },
    );
    return podcastFeedXml(channel, episodes, new Date(c.var.now));
  };

  const channelOf = (c: Context<AppEnv>, feedUrl: string, title: string): PodcastChannel => ({
    title,
    description: "AWD の英語ニュースを音声で。English news for Japanese learners, read aloud.",
    link: new URL("/awd", c.var.deps.config.webOrigin).href,
    feedUrl,
    imageUrl: `${c.var.deps.config.publicUrl}/static/media/${podcastCover.path}`,
  });

  app.openapi(statusRoute, async (c) => c.json({ data: await feedStatus(c.var.db, subjectOf(c)) }, 200));

  app.openapi(issueRoute, async (c) => {
    const now = new Date(c.var.now);
    const token = await issueFeedToken(c.var.db, subjectOf(c), now);
    const url = `${c.var.deps.config.publicUrl}/podcast/feeds/${token}`;
    return c.json({ data: { url, issuedAt: now.toISOString() } }, 201);
  });

  app.openapi(revokeRoute, async (c) => {
    await revokeFeedToken(c.var.db, subjectOf(c), new Date(c.var.now));
    return c.json({ data: { issued: false, issuedAt: null } }, 200);
  });

  app.openapi(publicFeedRoute, async (c) => {
    const { publicUrl } = c.var.deps.config;
    const anonymous: Visitor = { isAuthenticated: false, right: emptyRight };
    const channel = channelOf(c, `${publicUrl}/podcast/feed.xml`, "AWD 音声記事（無料エピソード）");
    // Free audio is public, so the enclosure is the file itself.
    const xml = await feedOf(c, anonymous, channel, (_, path) => `${publicUrl}/static/${path}`);
    return rss(xml, "public, max-age=900");
  });

  app.openapi(privateFeedRoute, async (c) => {
    const { token } = c.req.valid("param");
    const reader = await readerOf(c, token);
    const feedUrl = `${c.var.deps.config.publicUrl}/podcast/feeds/${token}`;
    const xml = await feedOf(c, reader, channelOf(c, feedUrl, "AWD 音声記事"), (id) => `${feedUrl}/episodes/${id}.m4a`);
    return rss(xml, noStore["Cache-Control"]);
  });

  app.openapi(episodeRoute, async (c) => {
    const { token, file } = c.req.valid("param");
    const reader = await readerOf(c, token);
    const match = /^(\d{1,9})\.m4a$/.exec(file);
    const episode = match ? await episodeFile(c.var.db, Number(match[1])) : undefined;
    if (!episode) throw new ApiError(404, "No such episode");
    if (!articleAccess(episode, reader, c.var.now).access)
      throw new ApiError(403, "This episode needs a valid subscription");
    const { config, signer } = c.var.deps;
    return new Response(null, {
      status: 302,
      headers: { Location: `${config.publicUrl}/static/${signer.sign(episode.path)}`, ...noStore },
    });
  });

  return app;
}
