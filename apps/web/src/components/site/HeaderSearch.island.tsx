"use client";

import { checkSearchWord } from "@awd/core/search-word";
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useRef, useState } from "react";
import { searchHref, withBase } from "@/lib/paths";
import { searchMessages } from "@/messages";
import styles from "./HeaderSearch.module.css";

// spec §2 and §5: the search form of the header and of the side menu. Submit stays disabled until
// the word was changed and is valid; submitting goes to /search?p=1&q=…. On tablet and phone the
// cancel text shows while the box has focus.
export function HeaderSearch({
  place,
  replace = false,
  onSubmitted,
}: {
  place: "header" | "menu";
  /** replace the current history entry (the side menu's own) instead of adding one */
  replace?: boolean;
  onSubmitted?: () => void;
}) {
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [word, setWord] = useState("");
  const [changed, setChanged] = useState(false);
  const [focused, setFocused] = useState(false);
  const valid = checkSearchWord(word).ok;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    if (replace) router.replace(searchHref(word));
    else router.push(searchHref(word));
    setWord("");
    setChanged(false);
    input.current?.blur();
    onSubmitted?.();
  };

  const cancel = () => {
    setWord("");
    setChanged(false);
    input.current?.blur();
    setFocused(false);
  };

  return (
    <search className={`${styles.search} ${styles[place]}`}>
      <form
        action={withBase("/search")}
        method="get"
        onSubmit={submit}
        className={styles.form}
        data-focused={focused || undefined}
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
            onChange={(event) => {
              setWord(event.target.value);
              setChanged(true);
            }}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          />
          <button type="submit" className={styles.submit} disabled={!changed || !valid}>
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
          onClick={cancel}
        >
          {searchMessages.cancel}
        </button>
      </form>
    </search>
  );
}
