import { categoryNavItems, homeCategory } from "@awd/core/category-nav";
import type { Metadata } from "next";
import { SeriesCard } from "@/components/lists/SeriesCard";
import { PageHeader } from "@/components/site/PageHeader";
import { PageTop } from "@/components/site/PageTop";
import { listSeries } from "@/lib/content";
import { contentsHref } from "@/lib/paths";
import { shareMetadata } from "@/lib/share-metadata";
import { contentsMessages } from "@/messages/lists";
import styles from "./page.module.css";

export const revalidate = 3600;
export const metadata: Metadata = shareMetadata({ title: contentsMessages.title, canonical: contentsHref });

// docs/product/lists-and-paging.md#series-pages: /contents, every series, by category, each with its level and marks.
export default async function ContentsPage() {
  const series = await listSeries();
  const groups = categoryNavItems
    .filter((item) => item.category !== homeCategory)
    .map((item) => ({ item, series: series.filter((s) => s.category === item.category) }))
    .filter((group) => group.series.length > 0);
  return (
    <>
      <PageTop />
      <div className={styles.page}>
        <PageHeader
          title={contentsMessages.title}
          lead={contentsMessages.lead}
          count={contentsMessages.seriesCount(series.length)}
        />
        {groups.map(({ item, series: members }) => (
          <section key={item.category} className={styles.group} aria-labelledby={`group-${item.category}`}>
            <h2 id={`group-${item.category}`} className={styles.groupTitle}>
              <span lang="en">{item.label}</span>
              <span className={styles.groupJa}>{item.nameJa}</span>
            </h2>
            <ul className={styles.grid}>
              {members.map((s) => (
                <li key={s.id}>
                  <SeriesCard series={s} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
