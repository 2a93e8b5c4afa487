"use client";

import { notebookLimits } from "@awd/core/constants";
import type { ArticleSummary } from "@awd/core/contract/articles";
import type { NotebookPage, NotebookWord } from "@awd/core/contract/notebook";
import { type NotebookSort, notebookSorts, wordsQueryFrom, wordsQueryString } from "@awd/core/notebook-words-query";
import { useEffect, useId, useState } from "react";
import hint from "@/auth/SessionHint.module.css";
import { useSession } from "@/auth/session-store";
import { LoadFailed } from "@/components/notices/LoadFailed";
import { homeHref, reviewHref, withBase } from "@/lib/paths";
import { notebookMessages } from "@/messages/notebook";
import styles from "./Notebook.module.css";
import { NotebookExport } from "./NotebookExport";
import { articlesOf, deleteWord, notebookWords } from "./notebook-api";
import { SignInInvitation } from "./SignInInvitation";
import { WordEntry } from "./WordEntry";

const m = notebookMessages.wordsPage;
/** Typing waits this long before the notebook is searched, so a word is not asked for letter by letter. */
const searchDelayMs = 300;

type Listing =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "loaded"; page: NotebookPage; articles: Map<number, ArticleSummary> };

// docs/product/notebook.md#the-words-page: the signed-in reader's words, searched, sorted and paged
// by the API, kept in the address; a visitor is invited to sign in.
export function NotebookWords() {
  const session = useSession();
  if (session.status === "loading") return <NotebookLoading />;
  // The frame's notice says the session could not be confirmed; nothing of the notebook is known.
  if (session.status === "unconfirmed") return null;
  if (session.status !== "signed-in") return <SignInInvitation text={m.needsLogin} action={m.login} />;
  return <SignedInNotebook />;
}

/**
 * The page before the session is known (docs/product/site-and-urls.md#loading-without-a-jump): for a
 * reader who signed in on this browser (the head's script marked the page), the search and sort, the
 * list's room saying it is loading, and the downloads, as they will stand; for any other reader, the
 * invitation to sign in that follows.
 */
function NotebookLoading() {
  return (
    <>
      <SignInInvitation text={m.needsLogin} action={m.login} className={hint.anonymousOnly} />
      <div className={hint.signedInOnly}>
        <div className={styles.toolbar}>
          <label className={styles.field}>
            {m.searchLabel}
            <input type="search" className={styles.input} placeholder={m.searchPlaceholder} disabled />
          </label>
          <label className={styles.field}>
            {m.sortLabel}
            <select className={styles.input} disabled>
              <option>{m.sorts[notebookSorts[0]]}</option>
            </select>
          </label>
        </div>
        <div className={styles.listing}>
          <p role="status">{m.loading}</p>
        </div>
        <NotebookExport />
      </div>
    </>
  );
}

function SignedInNotebook() {
  // Rendered only once the browser knows the reader is signed in, never on the server: the address is there.
  const [asked] = useState(() => wordsQueryFrom(new URLSearchParams(window.location.search)));
  const [typed, setTyped] = useState(asked.q);
  const [q, setQ] = useState(asked.q);
  const [sort, setSort] = useState<NotebookSort>(asked.sort);
  const [page, setPage] = useState(asked.page);
  const [attempt, setAttempt] = useState(0);
  const [listing, setListing] = useState<Listing>({ kind: "loading" });
  const [status, setStatus] = useState("");
  const searchId = useId();
  const sortId = useId();

  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(() => {
      setQ(typed);
      setPage(1);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed, q]);

  // Replaced, not pushed: the back button leaves the page rather than stepping through every letter typed.
  useEffect(() => {
    const address = `${window.location.pathname}${wordsQueryString({ q, sort, page })}`;
    if (address !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(null, "", address);
  }, [q, sort, page]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt changes when the reader asks again or a word went
  useEffect(() => {
    const controller = new AbortController();
    setListing((was) => (was.kind === "loaded" ? was : { kind: "loading" }));
    (async () => {
      const words = await notebookWords({ q, sort, page }, controller.signal);
      // A page past the last (a word deleted from the last page) shows the last one.
      if (words.items.length === 0 && page > 1) return setPage(words.pageCount);
      const articles = await articlesOf(
        words.items.map((word) => word.articleId),
        controller.signal,
      ).catch(() => new Map<number, ArticleSummary>());
      if (!controller.signal.aborted) setListing({ kind: "loaded", page: words, articles });
    })().catch(() => {
      if (!controller.signal.aborted) setListing({ kind: "failed" });
    });
    return () => controller.abort();
  }, [q, sort, page, attempt]);

  const replace = (changed: NotebookWord) =>
    setListing((was) =>
      was.kind === "loaded"
        ? { ...was, page: { ...was.page, items: was.page.items.map((w) => (w.id === changed.id ? changed : w)) } }
        : was,
    );
  const remove = async (word: NotebookWord) => {
    try {
      await deleteWord(word.id);
      setStatus(m.deleted(word.word));
      setAttempt((n) => n + 1);
      return true;
    } catch {
      setStatus(m.deleteFailed);
      return false;
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={searchId}>{m.searchLabel}</label>
          <input
            id={searchId}
            type="search"
            className={styles.input}
            value={typed}
            placeholder={m.searchPlaceholder}
            maxLength={notebookLimits.searchMaxLength}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={sortId}>{m.sortLabel}</label>
          <select
            id={sortId}
            className={styles.input}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as NotebookSort);
              setPage(1);
            }}
          >
            {notebookSorts.map((value) => (
              <option key={value} value={value}>
                {m.sorts[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className={styles.done}>
        {status}
      </p>
      <div className={styles.listing}>
        <WordsListing
          listing={listing}
          q={q}
          onChanged={replace}
          onDelete={remove}
          onPage={setPage}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      </div>
      <NotebookExport />
    </>
  );
}

interface WordsListingProps {
  listing: Listing;
  q: string;
  onChanged: (word: NotebookWord) => void;
  onDelete: (word: NotebookWord) => Promise<boolean>;
  onPage: (page: number) => void;
  onRetry: () => void;
}

function WordsListing({ listing, q, onChanged, onDelete, onPage, onRetry }: WordsListingProps) {
  if (listing.kind === "loading") return <p role="status">{m.loading}</p>;
  if (listing.kind === "failed") return <LoadFailed message={m.loadFailed} onRetry={onRetry} />;
  const { page, articles } = listing;
  if (page.total === 0 && q.trim() === "") return <EmptyNotebook />;
  if (page.total === 0) return <p data-notebook-empty>{m.noMatch(q.trim())}</p>;
  const now = Date.now();
  return (
    <>
      <p className={styles.count}>
        {m.total(page.total)} <a href={withBase(reviewHref)}>{m.review}</a>
      </p>
      <ul className={styles.entries}>
        {page.items.map((word) => (
          <WordEntry
            key={word.id}
            word={word}
            article={articles.get(word.articleId)}
            now={now}
            onChanged={onChanged}
            onDelete={onDelete}
          />
        ))}
      </ul>
      <WordsPager page={page.page} pages={page.pageCount} onPage={onPage} />
    </>
  );
}

function EmptyNotebook() {
  return (
    <div className={styles.panel} data-notebook-empty>
      <p>{m.empty}</p>
      <p>{m.emptyHow}</p>
      <a href={withBase(homeHref())}>{m.emptyLink}</a>
    </div>
  );
}

function WordsPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={m.pagination}>
      <button type="button" className={styles.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.previous}
      </button>
      <span>{m.pageOf(page, pages)}</span>
      <button type="button" className={styles.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {m.next}
      </button>
    </nav>
  );
}
