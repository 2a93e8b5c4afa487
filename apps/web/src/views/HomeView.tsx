import { categoryNavItems, homeCategory, type NavCategory } from "@awd/core/category-nav";
import { pageCount } from "@awd/core/paging";
import { notFound } from "next/navigation";
import { PreviewCodeBanner } from "@/components/account/PreviewCodeBanner.island";
import { ArticleList } from "@/components/lists/ArticleList";
import { ListHeading } from "@/components/lists/ListHeading";
import { NoticeList } from "@/components/lists/NoticeList";
import { Pagination } from "@/components/lists/Pagination";
import { PopularContents } from "@/components/lists/PopularContents";
import { PageTop } from "@/components/site/PageTop";
import { latestArticles, notices, popularArticles } from "@/lib/content";
import { homeHref } from "@/lib/paths";
import { listMessages, siteMessages } from "@/messages";
import styles from "./HomeView.module.css";

// spec §2 home: the newest articles, all or of one category, paged; notices and the popular strip.
export async function HomeView({ category, page }: { category: NavCategory; page: number }) {
  const [list, popular, notes] = await Promise.all([latestArticles(category, page), popularArticles(), notices()]);
  const pages = pageCount(list.total, list.limit);
  if (page > pages) notFound();
  const nav = categoryNavItems.find((item) => item.category === category);
  const isHome = category === homeCategory;
  return (
    <>
      <PageTop current={category} back={!isHome || page > 1} />
      <PreviewCodeBanner />
      <div className={styles.page}>
        {isHome ? (
          <h1 className="visually-hidden">{siteMessages.siteName}</h1>
        ) : (
          <header className={styles.categoryHeader}>
            <h1 className={styles.categoryTitle}>
              <span lang="en">{nav?.label}</span>
              <span className={styles.categoryJa}>{nav?.nameJa}</span>
            </h1>
            <p className={styles.count}>{listMessages.articleCount(list.total)}</p>
          </header>
        )}
        <div className={styles.columns}>
          <section aria-labelledby="latest-heading" className={styles.latest}>
            {isHome && <NoticeList notices={notes} />}
            <ListHeading id="latest-heading" page={page} pages={pages}>
              {isHome ? listMessages.latest : listMessages.categoryArticles(nav?.nameJa ?? "")}
            </ListHeading>
            <ArticleList articles={list.items} />
            <Pagination page={page} pages={pages} hrefOf={(n) => homeHref(category, n)} />
          </section>
          <div className={styles.side}>
            <PopularContents articles={popular} />
          </div>
        </div>
      </div>
    </>
  );
}
