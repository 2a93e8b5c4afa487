import type { PrintEditionSummary } from "@awd/core/contract/print-editions";
import Link from "next/link";
import { SaveIssue } from "@/components/offline/SaveIssue.island";
import { staticFileUrl } from "@/lib/paths";
import { printMessages } from "@/messages/print";
import { printIssueHref } from "./print-editions-api";
import styles from "./ThisWeeksIssue.module.css";

/**
 * The home page's newest weekly issue: its front page opening the viewer, and "この号を保存" for a
 * signed-in reader (docs/product/offline-and-reading-comfort.md#saving-an-issue). Last in its column,
 * so the save button appearing after sign-in moves nothing the reader already sees.
 */
export function ThisWeeksIssue({ edition }: { edition: PrintEditionSummary | undefined }) {
  if (!edition) return null;
  return (
    <section className={styles.issue} aria-labelledby="this-weeks-issue-heading">
      <h2 id="this-weeks-issue-heading" className={styles.heading}>
        {printMessages.thisWeek}
      </h2>
      <Link href={printIssueHref(edition.issueDate)} className={styles.link}>
        {/* The API's static files are not in the image optimiser's allowlist; the covers are small webp already. */}
        {/* biome-ignore lint/performance/noImgElement: see above */}
        <img
          src={staticFileUrl(edition.cover)}
          alt={printMessages.cover(edition.title)}
          width={100}
          height={142}
          className={styles.cover}
          loading="lazy"
          decoding="async"
        />
        <span>{edition.title}</span>
      </Link>
      <SaveIssue issueDate={edition.issueDate} title={edition.title} />
    </section>
  );
}
