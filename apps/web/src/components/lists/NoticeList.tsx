import { notices as noticeLimits } from "@awd/core/constants";
import type { Notice } from "@/lib/api-types";
import { listMessages } from "@/messages";
import styles from "./NoticeList.module.css";

// spec §3 notice information; decisions.md: at most 3 shown at once.
export function NoticeList({ notices }: { notices: Notice[] }) {
  const shown = notices.slice(0, noticeLimits.maxShown);
  if (shown.length === 0) return null;
  return (
    <section className={styles.notices} aria-label={listMessages.notices}>
      <ul className={styles.list}>
        {shown.map((notice) => (
          <li key={notice.id}>{notice.url ? <a href={notice.url}>{notice.message}</a> : notice.message}</li>
        ))}
      </ul>
    </section>
  );
}
