import { seriesCatalogue } from "@awd/core/series";
import { seriesFeed, seriesOfFeed } from "@/lib/search-engine-files";

// /awd/feeds/series/{seriesPath}.xml: RSS of a series' newest articles, kept like the lists.
// docs/product/search-engines-and-feeds.md#public-feeds
export const revalidate = 3600;
export const dynamicParams = false;

type Params = { file: string };

export const generateStaticParams = (): Params[] => seriesCatalogue.map((s) => ({ file: `${s.path}.xml` }));

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const series = seriesOfFeed((await params).file);
  return series ? seriesFeed(series) : new Response("Not Found", { status: 404 });
}
