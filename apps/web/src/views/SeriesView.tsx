import { pageCount } from "@awd/core/paging";
import type { Series } from "@awd/core/series";
import { notFound } from "next/navigation";
import { ArticleList } from "@/components/lists/ArticleList";
import { ListHeading } from "@/components/lists/ListHeading";
import { Pagination } from "@/components/lists/Pagination";
import { SeriesHeader } from "@/components/lists/SeriesHeader";
import { PageTop } from "@/components/site/PageTop";
import { seriesArticles } from "@/lib/content";
import { seriesHref } from "@/lib/paths";
import { listMessages, seriesMessages } from "@/messages/lists";
import layout from "@/styles/layout.module.css";

// A series' list page (docs/product/lists-and-paging.md#series-pages): the series, then its
// articles, newest first, paged.
export async function SeriesView({ series, page }: { series: Series; page: number }) {
  const list = await seriesArticles(series.path, page);
  const pages = pageCount(list.total, list.limit);
  if (page > pages) notFound();
  return (
    <>
      <PageTop current={series.category} />
      <div className={layout.column}>
        <SeriesHeader series={series} count={listMessages.articleCount(list.total)} />
        <section aria-labelledby="series-articles">
          <ListHeading id="series-articles" page={page} pages={pages}>
            {seriesMessages.articles}
          </ListHeading>
          <ArticleList articles={list.items} />
          <Pagination page={page} pages={pages} hrefOf={(n) => seriesHref(series.path, n)} />
        </section>
      </div>
    </>
  );
}
