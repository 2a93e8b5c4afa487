import { notices as noticeLimits } from "@awd/core/constants";
import type { Notice } from "@awd/core/contract/notices";
import { listMessages } from "@/messages/lists";
import styles from "./NoticeList.module.css";
import { NoticeRotator } from "./NoticeRotator.island";

// docs/product/lists-and-paging.md#notices: at most 3 shown, the first in the desk's order (the API
// lists the notices in force in it), taking turns every 3000 ms. None when there are none or the API failed.
export function NoticeList({ notices }: { notices: Notice[] }) {
  const shown = notices.slice(0, noticeLimits.maxShown);
  if (shown.length === 0) return null;
  return (
    <section className={styles.notices} aria-label={listMessages.notices}>
      <NoticeRotator notices={shown} />
    </section>
  );
}
