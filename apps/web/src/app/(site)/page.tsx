import { homeCategory } from "@awd/core/category-nav";
import type { Metadata } from "next";
import { homeHref } from "@/lib/paths";
import { shareMetadata } from "@/lib/share-metadata";
import { HomeView } from "@/views/HomeView";

// Prerendered, regenerated at most hourly and whenever content is imported (api/revalidate).
export const revalidate = 3600;
export const metadata: Metadata = shareMetadata({ canonical: homeHref() });

export default function HomePage() {
  return <HomeView category={homeCategory} page={1} />;
}
