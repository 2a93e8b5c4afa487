import { seriesCatalogue } from "@awd/core/series";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findSeries } from "@/lib/content";
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
  return series ? shareMetadata({ title: `${series.name}（${series.nameJa}）`, description: series.description }) : {};
}

export default async function SeriesPage({ params }: { params: Promise<Params> }) {
  const series = await findSeries((await params).series);
  if (!series) notFound();
  return <SeriesView series={series} page={1} />;
}
