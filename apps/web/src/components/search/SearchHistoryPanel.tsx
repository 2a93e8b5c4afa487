import { useEffect, useId, useRef } from "react";
import { updateSearchHistory, useSearchHistory } from "@/lib/search-history-store";
import { searchHistoryMessages } from "@/messages/search";
import styles from "./SearchHistoryPanel.module.css";

// docs/product/search.md#search-history: 最近の検索, the reader's last searches (the shared store, the same list as my
// page), newest first. A click on a word runs that search; each word has its delete button, and
// the whole list one. Loaded by the search form on its first focus, so none of this is in a page's
// first load. A mouse press here keeps the focus in the box, so the panel stays open on desktop.
export function SearchHistoryPanel({
  onRun,
  returnFocus,
}: {
  onRun: (word: string) => void;
  /** gives the focus back to the box, when what had it was deleted */
  returnFocus: () => void;
}) {
  const history = useSearchHistory();
  const titleId = useId();
  const list = useRef<HTMLUListElement>(null);
  // After a delete from the keyboard, the focus goes to the delete button now in that place (or
  // the one before it), or back to the box when the list is gone: after the render that follows.
  const refocusAt = useRef<number | null>(null);

  useEffect(() => {
    const position = refocusAt.current;
    if (position === null) return;
    refocusAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>("button[data-delete]") ?? [];
    const next = buttons[Math.min(position, buttons.length - 1)];
    if (next) next.focus();
    else returnFocus();
  });

  if (history.length === 0) return null;

  const remove = (index: number, fromKeyboard: boolean) => {
    if (fromKeyboard) refocusAt.current = index;
    updateSearchHistory({ type: "delete", position: index + 1 });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only keeps the focus where it is on a mouse press
    <div className={styles.panel} onMouseDown={(event) => event.preventDefault()}>
      <div className={styles.head}>
        <p id={titleId} className={styles.title}>
          {searchHistoryMessages.title}
        </p>
        <button
          type="button"
          className={styles.clear}
          onClick={(event) => {
            const fromKeyboard = event.detail === 0;
            updateSearchHistory({ type: "clear" });
            if (fromKeyboard) returnFocus();
          }}
        >
          {searchHistoryMessages.deleteAll}
        </button>
      </div>
      <ul ref={list} className={styles.list} aria-labelledby={titleId}>
        {history.map((word, index) => (
          <li key={word} className={styles.item}>
            <button type="button" className={styles.run} onClick={() => onRun(word)}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.icon}>
                <path
                  fill="currentColor"
                  d="M12 3a9 9 0 1 1-8.5 6h2.1A7 7 0 1 0 12 5a6.9 6.9 0 0 0-4.9 2H10v2H4V3h2v2.3A8.9 8.9 0 0 1 12 3Zm-1 4h2v4.6l3.2 3.2-1.4 1.4-3.8-3.8V7Z"
                />
              </svg>
              <span className={styles.word}>{word}</span>
            </button>
            <button
              type="button"
              className={styles.delete}
              data-delete=""
              aria-label={searchHistoryMessages.delete(word)}
              onClick={(event) => remove(index, event.detail === 0)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                <path
                  fill="currentColor"
                  d="m12 10.6 5.3-5.3 1.4 1.4-5.3 5.3 5.3 5.3-1.4 1.4-5.3-5.3-5.3 5.3-1.4-1.4 5.3-5.3-5.3-5.3 1.4-1.4 5.3 5.3Z"
                />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
