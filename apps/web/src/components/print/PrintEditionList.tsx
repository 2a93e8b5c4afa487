import type { PrintEditionSummary } from "@awd/core/contract/print-editions";
import Link from "next/link";
import { SaveIssue } from "@/components/offline/SaveIssue.island";
import { UnbrokenDates } from "@/components/site/UnbrokenDates";
import { staticFileUrl } from "@/lib/paths";
import { printMessages } from "@/messages/print";
import styles from "./PrintEditionList.module.css";
import { printIssueHref } from "./print-editions-api";

// Thumbnails are made at this size by scripts/content/print.ts (A4 proportions).
const cover = { width: 400, height: 566 } as const;

/** Every issue with its front page, newest first; each opens the viewer and can be saved for offline reading. */
export function PrintEditionList({ editions }: { editions: PrintEditionSummary[] }) {
  if (editions.length === 0) return <p>{printMessages.noIssues}</p>;
  return (
    <ul className={styles.grid}>
      {editions.map((edition, index) => (
        <li key={edition.issueDate} className={styles.item}>
          <Link href={printIssueHref(edition.issueDate)} className={styles.link}>
            {/* The API's static files are not in the image optimiser's allowlist; the covers are small webp already. */}
            {/* biome-ignore lint/performance/noImgElement: see above */}
            <img
              src={staticFileUrl(edition.cover)}
              alt={printMessages.cover(edition.title)}
              width={cover.width}
              height={cover.height}
              className={styles.cover}
              loading={index < 4 ? "eager" : "lazy"}
              decoding="async"
            />
            <span className={styles.title} data-print-title="">
              <UnbrokenDates text={edition.title} />
            </span>
          </Link>
          <p className={styles.headline} lang="en">
            {edition.headline.en}
          </p>
          <p className={styles.pages}>{printMessages.pages(edition.pageCount)}</p>
          <SaveIssue issueDate={edition.issueDate} title={edition.title} />
        </li>
      ))}
    </ul>
  );
}
