import Link from "next/link";
import { headerMessages, siteMessages } from "@/messages/site";
import styles from "./SiteLogo.module.css";

export function SiteLogo() {
  return (
    <Link href="/" className={styles.logo} aria-label={headerMessages.home}>
      <span className={styles.mark} aria-hidden="true">
        AWD
      </span>
      <span className={styles.words} aria-hidden="true">
        <span className={styles.name} lang="en">
          Weekly Digital
        </span>
        <span className={styles.tagline}>{siteMessages.siteTagline}</span>
      </span>
    </Link>
  );
}
