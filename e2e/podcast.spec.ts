import { paidOf } from "./support/content.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";

// docs/product/podcast-feed.md: a subscriber takes their personal feed URL from my page to a podcast
// app; the feed lists the paid episodes, and once the URL is stopped it answers 410 Gone.

const overcast = { "user-agent": "Overcast/3.0 (+http://overcast.fm/; iOS podcast app)" };

test("a subscriber copies the feed URL from my page, hears paid episodes, and stopping it ends the URL", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const paid = await paidOf(request, "listen-and-repeat");
  await signIn(page, demo.digital, "mypage");

  const section = page.getByRole("region", { name: "ポッドキャストアプリで聴く" });
  await section.getByRole("button", { name: "フィードURLを発行" }).click();
  const shown = await section.getByLabel("あなたのフィードURL").inputValue();
  await section.getByRole("button", { name: "URLをコピー" }).click();
  await expect(section.getByText("コピーしました")).toBeVisible();
  const feedUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(feedUrl).toBe(shown);

  // What a podcast app does with it: fetch the feed, then an episode file later.
  const feed = await request.get(feedUrl, { headers: overcast });
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  expect(xml).toContain(`<guid isPermaLink="false">awd-article-${paid.summary.id}</guid>`);
  const episodeUrl = `${feedUrl}/episodes/${paid.summary.id}.m4a`;
  expect(xml).toContain(`url="${episodeUrl}"`);
  const episode = await request.get(episodeUrl, { maxRedirects: 0 });
  expect(episode.status()).toBe(302);
  const file = await request.get(episode.headers().location ?? "");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("audio/mp4");

  await section.getByRole("button", { name: "停止" }).click();
  await expect(section.getByText("フィードURLを停止しました。これまでのURLは使えません。")).toBeVisible();
  await expect(section.getByRole("button", { name: "フィードURLを発行" })).toBeVisible();
  expect((await request.get(feedUrl, { headers: overcast })).status()).toBe(410);
  expect((await request.get(episodeUrl, { maxRedirects: 0 })).status()).toBe(410);
});
