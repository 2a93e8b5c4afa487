import Link from "next/link";
import { listMessages } from "@/messages/lists";
import styles from "./Pagination.module.css";

// Page links of a list: previous, a window of page numbers, next.
export function Pagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  return (
    <nav aria-label={listMessages.pagination} className={styles.pagination}>
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} className={styles.step} rel="prev">
          {listMessages.previous}
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" />
      )}
      <ol className={styles.numbers}>
        {numbers.map((n) => (
          <li key={n}>
            <Link href={hrefOf(n)} className={styles.number} aria-current={n === page ? "page" : undefined}>
              <span className="visually-hidden">{listMessages.pageOf(n, pages)}</span>
              <span aria-hidden="true">{n}</span>
            </Link>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link href={hrefOf(page + 1)} className={styles.step} rel="next">
          {listMessages.next}
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" />
      )}
    </nav>
  );
}
