"use client";

import { useEffect, useState } from "react";
import { translationToggleMessages } from "@/messages/translation";
import styles from "./TranslationToggle.module.css";

type Mode = "en" | "en+ja";
const storageKey = "awd:translation";

const storedMode = (): Mode => {
  try {
    return window.localStorage.getItem(storageKey) === "en+ja" ? "en+ja" : "en";
  } catch {
    return "en";
  }
};

const applyMode = (mode: Mode) => {
  for (const details of document.querySelectorAll<HTMLDetailsElement>("[data-article-text] details[data-translation]"))
    details.open = mode === "en+ja";
};

// English only, or English with the Japanese of every paragraph: for the whole article at once,
// remembered in localStorage. Each paragraph's own toggle still works on its own. Text rendered
// later (paid text after sign-in) is given the mode too.
export function TranslationToggle() {
  const [mode, setMode] = useState<Mode>("en");

  useEffect(() => {
    const initial = storedMode();
    setMode(initial);
    if (initial !== "en") applyMode(initial);
    const observer = new MutationObserver(() => applyMode(storedMode()));
    const root = document.querySelector("[data-article-text]")?.parentElement;
    if (root) observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const choose = (next: Mode) => {
    setMode(next);
    applyMode(next);
    try {
      window.localStorage.setItem(storageKey, next);
    } catch {
      // storage may be unavailable (private mode): the choice holds for this page
    }
  };

  return (
    <fieldset className={styles.toggle}>
      <legend className={styles.legend}>{translationToggleMessages.translationMode}</legend>
      <div className={styles.options}>
        {(["en", "en+ja"] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={styles.option}
            aria-pressed={mode === option}
            onClick={() => choose(option)}
          >
            {option === "en" ? translationToggleMessages.englishOnly : translationToggleMessages.englishAndJapanese}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
