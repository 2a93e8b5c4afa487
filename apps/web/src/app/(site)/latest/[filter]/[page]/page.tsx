import { prerenderedPageCount } from "@awd/core/paging";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { latestArticles } from "@/lib/content";
import { filterCategory, type LatestParams, latestFilters, latestMetadata, pageNumber } from "@/lib/latest-params";
import { HomeView } from "@/views/HomeView";

// The home list with ?category= and ?page=, rewritten here (next.config.ts) so that each filter and
// page is kept (ISR) rather than rendered per request: the first pages of each filter are
// prerendered, a later one is made on its first request (docs/product/site-and-urls.md#prerendered-pages).
export const revalidate = 3600;

export async function generateStaticParams(): Promise<LatestParams[]> {
  const params: LatestParams[] = [];
  for (const filter of latestFilters) {
    const category = filterCategory(filter);
    if (!category) continue;
    const first = await latestArticles(category, 1);
    const pages = prerenderedPageCount(first.total, first.limit);
    for (let page = 1; page <= pages; page++) params.push({ filter, page: String(page) });
  }
  return params;
}

export async function generateMetadata({ params }: { params: Promise<LatestParams> }): Promise<Metadata> {
  const { filter, page } = await params;
  return latestMetadata(filter, page);
}

export default async function LatestPage({ params }: { params: Promise<LatestParams> }) {
  const { filter, page } = await params;
  const category = filterCategory(filter);
  const n = pageNumber(page);
  if (!category || !n) notFound();
  return <HomeView category={category} page={n} />;
}
