import { externalLinks } from "@/lib/external-links";
import { headerMessages, subscribeBannerMessages } from "@/messages/site";
import styles from "./SubscribeBanner.module.css";

// docs/product/site-and-urls.md#shared-layout: the fixed bottom banner for non-subscribers, with
// the apply link and the "what is the digital edition" link, both external, in a new tab. The
// spacer keeps the footer clear of it.
export function SubscribeBanner() {
  return (
    <>
      <div className={styles.spacer} />
      <aside className={styles.banner} aria-label={subscribeBannerMessages.label} data-subscribe-banner="">
        <p className={styles.text}>{subscribeBannerMessages.text}</p>
        <div className={styles.links}>
          <a href={externalLinks.digitalEditionAbout} target="_blank" rel="noopener" className={styles.about}>
            {subscribeBannerMessages.about}
            <span className="visually-hidden">{headerMessages.newTab}</span>
          </a>
          <a href={externalLinks.digitalEditionApply} target="_blank" rel="noopener" className={styles.apply}>
            {subscribeBannerMessages.apply}
            <span className="visually-hidden">{headerMessages.newTab}</span>
          </a>
        </div>
      </aside>
    </>
  );
}
