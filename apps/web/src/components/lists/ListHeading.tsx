import type { ReactNode } from "react";
import { listMessages } from "@/messages/lists";
import styles from "./ListHeading.module.css";

// The heading over a paged list of articles; past the first page it also says which page this is.
export function ListHeading({
  id,
  page,
  pages,
  children,
}: {
  id: string;
  page: number;
  pages: number;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className={styles.heading}>
      {children}
      {page > 1 && <span className={styles.pageNote}>{listMessages.pageOf(page, pages)}</span>}
    </h2>
  );
}
