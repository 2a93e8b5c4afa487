import { categories } from "@awd/core/categories";
import { categoryNavItems, homeCategory, type NavCategory } from "@awd/core/category-nav";
import { pageCount } from "@awd/core/paging";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { latestArticles } from "@/lib/content";
import { HomeView } from "@/views/HomeView";

// The home list with ?category= and ?page=, rewritten here (next.config.ts) so that each filter and
// page is prerendered rather than rendered per request.
export const revalidate = 3600;

type Params = { filter: string; page: string };

const filterCategory = (filter: string): NavCategory | undefined =>
  filter === "all" ? homeCategory : categories.find((c) => c === filter);

const pageNumber = (page: string) => (/^[1-9]\d{0,3}$/.test(page) ? Number(page) : undefined);

export async function generateStaticParams(): Promise<Params[]> {
  const filters = ["all", ...categories];
  const params: Params[] = [];
  for (const filter of filters) {
    const category = filterCategory(filter) ?? homeCategory;
    const first = await latestArticles(category, 1);
    const pages = pageCount(first.total, first.limit);
    for (let page = 1; page <= pages; page++) params.push({ filter, page: String(page) });
  }
  return params;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { filter } = await params;
  const item = categoryNavItems.find((i) => i.category === filterCategory(filter));
  return item && item.category !== homeCategory ? { title: `${item.label}（${item.nameJa}）` } : {};
}

export default async function LatestPage({ params }: { params: Promise<Params> }) {
  const { filter, page } = await params;
  const category = filterCategory(filter);
  const n = pageNumber(page);
  if (!category || !n) notFound();
  return <HomeView category={category} page={n} />;
}
