import type { Level } from "@awd/core/categories";
import { categoryNavItems, homeCategory, type NavCategory } from "@awd/core/category-nav";
import { pageCount } from "@awd/core/paging";
import { notFound } from "next/navigation";
import { PreviewCodeBanner } from "@/components/account/PreviewCodeBanner.island";
import { ArticleList } from "@/components/lists/ArticleList";
import { LevelFilter } from "@/components/lists/LevelFilter";
import { ListHeading } from "@/components/lists/ListHeading";
import { NoticeList } from "@/components/lists/NoticeList";
import { Pagination } from "@/components/lists/Pagination";
import { PopularContents } from "@/components/lists/PopularContents";
import { listPrintEditions } from "@/components/print/print-editions-api";
import { ThisWeeksIssue } from "@/components/print/ThisWeeksIssue";
import { PageTop } from "@/components/site/PageTop";
import { latestArticles, notices, popularArticles } from "@/lib/content";
import { homeHref } from "@/lib/paths";
import { levelMessages, listMessages } from "@/messages/lists";
import { siteMessages } from "@/messages/site";
import styles from "./HomeView.module.css";

// The home page: the newest articles, all or of one category and of one level or all, paged; notices
// and the popular strip.
export async function HomeView({ category, page, level }: { category: NavCategory; page: number; level?: Level }) {
  const isHome = category === homeCategory;
  const [list, popular, notes, editions] = await Promise.all([
    latestArticles(category, page, level),
    popularArticles(),
    notices(),
    isHome ? listPrintEditions() : [],
  ]);
  const pages = pageCount(list.total, list.limit);
  if (page > pages) notFound();
  const nav = categoryNavItems.find((item) => item.category === category);
  return (
    <>
      <PageTop current={category} back={!isHome || page > 1 || level !== undefined} />
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
              {level && listMessages.ofLevel(levelMessages[level])}
            </ListHeading>
            <LevelFilter category={category} current={level} />
            <ArticleList
              articles={list.items}
              empty={level ? listMessages.noArticlesOfLevel(levelMessages[level]) : undefined}
            />
            <Pagination page={page} pages={pages} hrefOf={(n) => homeHref(category, n, level)} />
          </section>
          <div className={styles.side}>
            <PopularContents articles={popular} />
            <ThisWeeksIssue edition={editions[0]} />
          </div>
        </div>
      </div>
    </>
  );
}
