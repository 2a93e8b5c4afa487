import { sitemapIndex } from "@awd/core/sitemaps";
import { publicationMonthList } from "@/lib/content";
import { monthSitemapHref, newsSitemapHref, pagesSitemapHref } from "@/lib/paths";
import { xmlResponse } from "@/lib/search-engine-files";
import { absoluteUrl } from "@/lib/share-metadata";

// The sitemap index: the list pages, the news of the last 48 hours and one sitemap per month of
// publication. Regenerated hourly and on content import, like the lists.
// docs/product/search-engines-and-feeds.md#sitemaps
export const revalidate = 3600;

export async function GET() {
  const months = await publicationMonthList();
  return xmlResponse(
    sitemapIndex([
      { url: absoluteUrl(pagesSitemapHref), lastModified: months[0]?.lastModified },
      { url: absoluteUrl(newsSitemapHref), lastModified: months[0]?.lastModified },
      ...months.map((m) => ({ url: absoluteUrl(monthSitemapHref(m.month)), lastModified: m.lastModified })),
    ]),
  );
}
