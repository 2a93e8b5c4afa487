import Link from "next/link";
import { contentsHref } from "@/lib/paths";
import { notFoundMessages } from "@/messages/errors";
import styles from "./NotFoundNotice.module.css";
import notice from "./notice.module.css";

// What a 404 says, in Japanese, with the ways back. Kept small: Next.js sends a segment's
// not-found UI along with every page of that segment.
export function NotFoundNotice() {
  return (
    <div className={notice.notice}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{notFoundMessages.title}</h1>
      <p>{notFoundMessages.text}</p>
      <p className={notice.actions}>
        <Link href="/" className={notice.pill}>
          {notFoundMessages.home}
        </Link>
        <Link href={contentsHref}>{notFoundMessages.contents}</Link>
      </p>
    </div>
  );
}
