import { formatJapaneseDate, formatTokyoTime } from "@awd/core/dates";
import { type NextReview, nextReview } from "@awd/core/review-card";
import { useEffect, useState } from "react";
import { LoadFailed } from "@/components/notices/LoadFailed";
import { notebookHref, withBase } from "@/lib/paths";
import { notebookMessages } from "@/messages/notebook";
import { notebookWords } from "./notebook-api";
import styles from "./Review.module.css";

const m = notebookMessages.review;

type Upcoming = { kind: "loading" } | { kind: "failed" } | { kind: "known"; next: NextReview | null };

/** No card is due: how many were reviewed, and when the next ones are due and how many. */
export function ReviewFinished({ reviewed, onAgain }: { reviewed: number; onAgain: () => void }) {
  const [upcoming, setUpcoming] = useState<Upcoming>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt changes when the reader asks again
  useEffect(() => {
    const controller = new AbortController();
    setUpcoming({ kind: "loading" });
    notebookWords({ q: "", sort: "due", page: 1 }, controller.signal).then(
      (page) => {
        const dues = page.items.map((word) => word.review.due);
        setUpcoming({ kind: "known", next: nextReview(dues, page.total, new Date()) });
      },
      () => {
        if (!controller.signal.aborted) setUpcoming({ kind: "failed" });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  return (
    <section className={styles.finished} aria-labelledby="review-finished" data-review-finished>
      <h2 id="review-finished">{m.finishedTitle}</h2>
      {reviewed > 0 && <p>{m.reviewed(reviewed)}</p>}
      <UpcomingReview upcoming={upcoming} onRetry={() => setAttempt((n) => n + 1)} />
      <p className={styles.finishedActions}>
        <button type="button" className={styles.retry} onClick={onAgain}>
          {m.checkAgain}
        </button>
        <a href={withBase(notebookHref)}>{m.toWords}</a>
      </p>
    </section>
  );
}

function UpcomingReview({ upcoming, onRetry }: { upcoming: Upcoming; onRetry: () => void }) {
  if (upcoming.kind === "loading") return <p role="status">{m.loading}</p>;
  if (upcoming.kind === "failed") return <LoadFailed message={m.nextLoadFailed} onRetry={onRetry} />;
  const { next } = upcoming;
  if (!next) return <p>{m.finishedNone}</p>;
  return (
    <p data-review-next>
      {m.next(next.daysFromNow, formatJapaneseDate(next.at), formatTokyoTime(next.at), next.count, next.atLeast)}
    </p>
  );
}
