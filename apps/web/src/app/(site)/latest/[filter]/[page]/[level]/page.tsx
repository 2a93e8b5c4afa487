import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { filterCategory, type LatestParams, latestMetadata, levelOf, pageNumber } from "@/lib/latest-params";
import { HomeView } from "@/views/HomeView";

// The home list with ?level= (and ?category=, ?page=), rewritten here (next.config.ts). Each is
// rendered on its first request and then kept and regenerated like the other lists.
export const revalidate = 3600;

type Params = LatestParams & { level: string };

export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { filter, page, level } = await params;
  return latestMetadata(filter, page, level);
}

export default async function LatestOfLevelPage({ params }: { params: Promise<Params> }) {
  const { filter, page, level } = await params;
  const category = filterCategory(filter);
  const n = pageNumber(page);
  const l = levelOf(level);
  if (!category || !n || !l) notFound();
  return <HomeView category={category} page={n} level={l} />;
}
