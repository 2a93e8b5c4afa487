"use client";

import { breakpointsPx } from "@awd/core/constants";
import { checkSearchWord } from "@awd/core/search-word";
import { useRouter } from "next/navigation";
import { type FocusEvent, type FormEvent, type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { searchHref, withBase } from "@/lib/paths";
import { searchWordMessages } from "@/messages/search-word";
import { searchMessages } from "@/messages/site";
import styles from "./HeaderSearch.module.css";

// This form is in every page's first load, the history panel is not: it is fetched on the first
// focus (a chunk of its own, with the history store and its strings).
const SearchHistoryPanel = lazy(() =>
  import("@/components/search/SearchHistoryPanel").then((module) => ({ default: module.SearchHistoryPanel })),
);

/** Tablet and phone widths, where the history stays open until cancel or submit. */
const isNarrow = () => window.matchMedia(`(max-width: ${breakpointsPx.tablet}px)`).matches;

// docs/product/search.md#the-search-form: the search form of the header, of the side menu and of the results page.
// Submit stays disabled until the word was changed and is valid; submitting goes to
// /search?p=1&q=…. Focus or a click opens the search history (and, on tablet and phone, the cancel
// text); on desktop leaving the form closes it, on tablet and phone only cancel, submit or Escape
// do. Submitting closes it, and on tablet and phone also empties the box.
export function HeaderSearch({
  place,
  initialWord = "",
  replace = false,
  onSubmitted,
}: {
  place: "header" | "menu" | "page";
  /** the word the box starts with: the results page's q */
  initialWord?: string;
  /** replace the current history entry (the side menu's own) instead of adding one */
  replace?: boolean;
  onSubmitted?: () => void;
}) {
  const router = useRouter();
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [word, setWord] = useState(initialWord);
  const [changed, setChanged] = useState(false);
  const [open, setOpen] = useState(false);
  const checked = checkSearchWord(word);
  // docs/product/search.md#word-limits: a word over 512 characters is refused with the reason (a box prefilled from the
  // results page's q says nothing until it is changed: the page says it).
  const tooLong = changed && !checked.ok && checked.reason === "too-long";

  const close = (emptyBox: boolean) => {
    setOpen(false);
    if (emptyBox) {
      setWord(initialWord);
      setChanged(false);
    }
    input.current?.blur();
  };

  const run = (term: string) => {
    if (!checkSearchWord(term).ok) return;
    if (replace) router.replace(searchHref(term));
    else router.push(searchHref(term));
    const narrow = isNarrow();
    if (!narrow) setWord(term);
    close(narrow);
    onSubmitted?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed) run(word);
  };

  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null) && !isNarrow()) setOpen(false);
  };

  // Escape closes the history first (and, in the side menu, not the menu with it).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    input.current?.focus();
  };

  const errorId = `${id}-error`;
  return (
    <search
      ref={root}
      className={`${styles.search} ${styles[place]}`}
      aria-label={place === "page" ? searchMessages.pageForm : undefined}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <form
        action={withBase("/search")}
        method="get"
        onSubmit={submit}
        className={styles.form}
        data-open={open || undefined}
      >
        <input type="hidden" name="p" value="1" />
        <label htmlFor={id} className="visually-hidden">
          {searchMessages.label}
        </label>
        <div className={styles.field}>
          <input
            ref={input}
            id={id}
            type="search"
            name="q"
            className={styles.input}
            placeholder={searchMessages.placeholder}
            value={word}
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? errorId : undefined}
            onChange={(event) => {
              setWord(event.target.value);
              setChanged(true);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
          />
          <button type="submit" className={styles.submit} disabled={!changed || !checked.ok}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path
                fill="currentColor"
                d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.42 1.41-5.39-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
              />
            </svg>
            <span className="visually-hidden">{searchMessages.submit}</span>
          </button>
        </div>
        <button
          type="button"
          className={styles.cancel}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => close(true)}
        >
          {searchMessages.cancel}
        </button>
      </form>
      {(tooLong || open) && (
        <div className={styles.dropdown}>
          {tooLong && (
            <p id={errorId} className={styles.error} role="alert">
              {searchWordMessages["too-long"]}
            </p>
          )}
          {open && (
            <Suspense fallback={null}>
              <SearchHistoryPanel onRun={run} returnFocus={() => input.current?.focus()} />
            </Suspense>
          )}
        </div>
      )}
    </search>
  );
}
