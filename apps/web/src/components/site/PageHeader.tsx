import styles from "./PageHeader.module.css";

// The title and lead that open a page listing what the site holds (contents, audio articles, print
// editions), and how many there are where the page counts them.
export function PageHeader({ title, lead, count }: { title: string; lead: string; count?: string }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {count !== undefined && <p className={styles.count}>{count}</p>}
    </header>
  );
}
