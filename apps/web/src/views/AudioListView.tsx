import { pageCount } from "@awd/core/paging";
import { notFound } from "next/navigation";
import { ArticleList } from "@/components/lists/ArticleList";
import { Pagination } from "@/components/lists/Pagination";
import { PageHeader } from "@/components/site/PageHeader";
import { PageTop } from "@/components/site/PageTop";
import { audioArticles } from "@/lib/content";
import { audioHref, audiosHref } from "@/lib/paths";
import { audioMessages } from "@/messages/audio";
import { listMessages } from "@/messages/lists";
import layout from "@/styles/layout.module.css";
import styles from "./AudioListView.module.css";

// /audios: the articles that have audio, newest first, each leading to its audio page.
export async function AudioListView({ page }: { page: number }) {
  const list = await audioArticles(page);
  const pages = pageCount(list.total, list.limit);
  if (page > pages) notFound();
  return (
    <>
      <PageTop />
      <div className={layout.column}>
        <PageHeader
          title={audioMessages.listTitle}
          lead={audioMessages.listLead}
          count={listMessages.articleCount(list.total)}
        />
        <div className={styles.panel}>
          <ArticleList articles={list.items} hrefOf={(a) => audioHref(a.id)} headingLevel={2} />
          <Pagination page={page} pages={pages} hrefOf={audiosHref} />
        </div>
      </div>
    </>
  );
}
