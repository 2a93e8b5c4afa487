import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findSeries } from "@/lib/content";
import { seriesHref } from "@/lib/paths";
import { seriesFeedLink } from "@/lib/search-engine-files";
import { shareMetadata } from "@/lib/share-metadata";
import { SeriesView } from "@/views/SeriesView";

// /{seriesPath}?page=N, rewritten here (next.config.ts) so every page of a series list is
// prerendered on its first request and then kept (ISR), never rendered per request.
export const revalidate = 3600;

type Params = { series: string; page: string };

export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { series: path, page } = await params;
  const series = await findSeries(path);
  return series
    ? shareMetadata({
        title: `${series.name}（${series.nameJa}）`,
        description: series.description,
        ...(/^[1-9]\d{0,3}$/.test(page) && { canonical: seriesHref(series.path, Number(page)) }),
        feed: seriesFeedLink(series),
      })
    : {};
}

export default async function SeriesListPage({ params }: { params: Promise<Params> }) {
  const { series: path, page } = await params;
  const series = await findSeries(path);
  if (!series || !/^[1-9]\d{0,3}$/.test(page)) notFound();
  return <SeriesView series={series} page={Number(page)} />;
}
