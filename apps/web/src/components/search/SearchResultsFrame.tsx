import type { ReactNode } from "react";
import { HeaderSearch } from "@/components/site/HeaderSearch.island";
import styles from "./SearchResultsFrame.module.css";

// What the results page shows above its results, the same while they render (loading.tsx) and with
// them: the heading and the search form, prefilled from q.
export function SearchResultsFrame({
  title,
  word = "",
  children,
}: {
  title: string;
  word?: string;
  children: ReactNode;
}) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.form}>
        <HeaderSearch key={word} place="page" initialWord={word} />
      </div>
      {children}
    </>
  );
}
