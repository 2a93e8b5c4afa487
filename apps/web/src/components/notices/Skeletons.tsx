import { siteMessages } from "@/messages/site";
import styles from "./Skeletons.module.css";

// Placeholders while a page loads (docs/product/site-and-urls.md#loading-placeholders): the home
// list, the article page and the search results.
const Bar = ({ width, className }: { width: string; className?: string }) => (
  <span className={`${styles.bar} ${className ?? ""}`} style={{ width }} />
);

const Cards = ({ count }: { count: number }) =>
  Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
    <div key={i} className={styles.card}>
      <div className={styles.cardText}>
        <Bar width="40%" />
        <Bar width="90%" className={styles.title} />
        <Bar width="70%" />
        <Bar width="30%" />
      </div>
      <span className={styles.thumb} />
    </div>
  ));

export function HomeSkeleton() {
  return (
    <div className={styles.page} role="status" aria-label={siteMessages.loading} data-skeleton="home">
      <div className={styles.columns}>
        <div>
          <Bar width="8rem" className={styles.heading} />
          <Cards count={6} />
        </div>
        <div className={styles.side} />
      </div>
    </div>
  );
}

export function ArticleSkeleton() {
  return (
    <div className={styles.article} role="status" aria-label={siteMessages.loading} data-skeleton="article">
      <Bar width="35%" />
      <Bar width="95%" className={styles.headline} />
      <Bar width="60%" className={styles.headline} />
      <Bar width="50%" />
      <span className={styles.image} />
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <Bar key={i} width={i % 2 ? "85%" : "100%"} />
      ))}
    </div>
  );
}

/** The search skeleton shows 12 placeholder cards (a page of results). */
export function SearchSkeleton() {
  return (
    <div className={styles.results} role="status" aria-label={siteMessages.loading} data-skeleton="search">
      <Bar width="12rem" className={styles.heading} />
      <Cards count={12} />
    </div>
  );
}
