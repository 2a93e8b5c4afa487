import { seriesCatalogue } from "@awd/core/series";
import { breadcrumbJsonLd } from "@awd/core/structured-data";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StructuredData } from "@/components/site/StructuredData";
import { findSeries } from "@/lib/content";
import { seriesHref } from "@/lib/paths";
import { breadcrumbs, seriesFeedLink } from "@/lib/search-engine-files";
import { shareMetadata } from "@/lib/share-metadata";
import { SeriesView } from "@/views/SeriesView";

// One list page per series, all 27 prerendered; any other first segment is not a page.
export const revalidate = 3600;
export const dynamicParams = false;

type Params = { series: string };

export function generateStaticParams(): Params[] {
  return seriesCatalogue.map((s) => ({ series: s.path }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const series = await findSeries((await params).series);
  return series
    ? shareMetadata({
        title: `${series.name}（${series.nameJa}）`,
        description: series.description,
        canonical: seriesHref(series.path),
        feed: seriesFeedLink(series),
      })
    : {};
}

export default async function SeriesPage({ params }: { params: Promise<Params> }) {
  const series = await findSeries((await params).series);
  if (!series) notFound();
  return (
    <>
      <StructuredData data={[breadcrumbJsonLd(breadcrumbs(series))]} />
      <SeriesView series={series} page={1} />
    </>
  );
}
