import { categories } from "@awd/core/categories";
import { categoryFeed, categoryOfFeed } from "@/lib/search-engine-files";

// /awd/feeds/category/{Category}.xml: RSS of a category's newest articles, kept like the lists.
// docs/product/search-engines-and-feeds.md#public-feeds
export const revalidate = 3600;
export const dynamicParams = false;

type Params = { file: string };

export const generateStaticParams = (): Params[] => categories.map((c) => ({ file: `${c}.xml` }));

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const category = categoryOfFeed((await params).file);
  return category ? categoryFeed(category) : new Response("Not Found", { status: 404 });
}
