import { ArticleList } from "@/components/ArticleList";
import { latestArticles } from "@/lib/articles";
import { messages } from "@/messages";
import styles from "./page.module.css";

// Rendered per request until the reader's site issue makes home incrementally regenerated.
export const dynamic = "force-dynamic";

export default async function HomePage() {
  const page = await latestArticles(12);
  return (
    <main className={styles.main}>
      <h1 className={styles.siteName}>{messages.siteName}</h1>
      <h2>{messages.latestArticles}</h2>
      <ArticleList articles={page.items} />
    </main>
  );
}
