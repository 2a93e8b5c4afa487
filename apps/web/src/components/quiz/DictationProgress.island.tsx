"use client";

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

interface DictationProgressValue {
  /** the dictation items the learner has checked (their answer is on the page from then on) */
  answered: ReadonlySet<number>;
  markAnswered(item: number): void;
}

const DictationProgressContext = createContext<DictationProgressValue>({
  answered: new Set(),
  markAnswered: () => {},
});

// Which dictation items are answered, shared by the exercise (which marks them) and the article
// text (which hides each dictated sentence until then).
export function DictationProgress({ children }: { children: ReactNode }) {
  const [answered, setAnswered] = useState<ReadonlySet<number>>(() => new Set());
  const markAnswered = useCallback(
    (item: number) => setAnswered((was) => (was.has(item) ? was : new Set(was).add(item))),
    [],
  );
  const value = useMemo(() => ({ answered, markAnswered }), [answered, markAnswered]);
  return <DictationProgressContext value={value}>{children}</DictationProgressContext>;
}

export const useDictationProgress = () => useContext(DictationProgressContext);
