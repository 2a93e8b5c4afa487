"use client";

import type { ReadArticle, ReadingSummary } from "@awd/core/contract/reading";
import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { readingSummaryRoute } from "@/api/reading.generated";
import { browserApi } from "@/auth/browser-api";
import { LoadFailed } from "@/components/notices/LoadFailed";
import { articleHref, seriesHref } from "@/lib/paths";
import { historyMessages } from "@/messages/history";
import { ReadingCalendar } from "./ReadingCalendar";
import styles from "./ReadingHistory.module.css";

type SummaryState = { status: "loading" } | { status: "failed" } | { status: "loaded"; summary: ReadingSummary };

/**
 * My page's reading history (docs/product/reading-history.md#my-page): this week's reading, the days
 * read in 12 weeks, each series' progress and the articles to go on reading. Rendered for a signed-in
 * reader only.
 */
export function ReadingHistory() {
  const [state, setState] = useState<SummaryState>({ status: "loading" });
  const load = useCallback((signal?: AbortSignal) => {
    setState({ status: "loading" });
    browserApi(readingSummaryRoute, { retries: { signal } })
      .then((summary) => signal?.aborted || setState({ status: "loaded", summary }))
      .catch(() => signal?.aborted || setState({ status: "failed" }));
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);
  if (state.status === "loading") return <ReadingHistoryLoading />;
  return (
    <section className={styles.card} aria-labelledby="reading-history-heading" data-reading-history="">
      <h2 id="reading-history-heading">{historyMessages.title}</h2>
      {state.status === "failed" && <LoadFailed message={historyMessages.loadFailed} onRetry={() => load()} />}
      {state.status === "loaded" && (
        <>
          <ThisWeekReading week={state.summary.week} />
          <h3 className={styles.subheading}>{historyMessages.calendarTitle}</h3>
          <ReadingCalendar today={state.summary.today} daysRead={state.summary.daysRead} />
          <SeriesProgressList series={state.summary.series} />
          <ContinueReadingStrip articles={state.summary.continueReading} />
        </>
      )}
    </section>
  );
}

/**
 * The reading record while it loads: its heading and a line saying so, in the room of its smallest
 * loaded form (the week and the 12-week calendar), so nothing under it moves when it arrives.
 */
export function ReadingHistoryLoading() {
  return (
    <section className={styles.card} aria-labelledby="reading-history-heading" data-reading-history="">
      <h2 id="reading-history-heading">{historyMessages.title}</h2>
      <p role="status">{historyMessages.loading}</p>
    </section>
  );
}

function ArticleLink({ article }: { article: ReadArticle }) {
  return (
    <Link href={articleHref(article.seriesPath, article.id)} className={styles.articleLink}>
      <span lang="en" className={styles.articleTitle}>
        {article.titleEn}
      </span>
      <span className={styles.articleTitleJa}>{article.titleJa}</span>
    </Link>
  );
}

function ThisWeekReading({ week }: { week: ReadingSummary["week"] }) {
  return (
    <div data-this-week="">
      <h3 className={styles.subheading}>{historyMessages.weekTitle}</h3>
      <p>{historyMessages.weekCounts(week.opened, week.finished)}</p>
      {week.articles.length === 0 ? (
        <p className={styles.empty}>{historyMessages.weekEmpty}</p>
      ) : (
        <ul className={styles.articles}>
          {week.articles.map((article) => (
            <li key={article.id}>
              <ArticleLink article={article} />
              {article.finishedAt && <span className={styles.finished}>{historyMessages.finishedMark}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SeriesProgressList({ series }: { series: ReadingSummary["series"] }) {
  return (
    <div data-series-progress="">
      <h3 className={styles.subheading}>{historyMessages.seriesTitle}</h3>
      {series.length === 0 ? (
        <p className={styles.empty}>{historyMessages.seriesEmpty}</p>
      ) : (
        <ul className={styles.series}>
          {series.map((s) => (
            <li key={s.seriesId}>
              <Link href={seriesHref(s.seriesPath)} lang="en">
                {s.seriesName}
              </Link>
              <span className={styles.progressText}>{historyMessages.seriesProgress(s.finished, s.total)}</span>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${(100 * s.finished) / s.total}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ContinueReadingStrip({ articles }: { articles: ReadArticle[] }) {
  return (
    <div data-continue-reading="">
      <h3 className={styles.subheading}>{historyMessages.continueTitle}</h3>
      {articles.length === 0 ? (
        <p className={styles.empty}>{historyMessages.continueEmpty}</p>
      ) : (
        <ul className={styles.strip}>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleLink article={article} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
