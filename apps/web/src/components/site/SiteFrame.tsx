import type { ReactNode } from "react";
import { SessionBoot } from "@/auth/SessionBoot.island";
import { ReaderUnconfirmedNotice } from "@/components/account/ReaderUnconfirmedNotice.island";
import { EngagementBoot } from "@/components/engagement/EngagementBoot.island";
import { PaidMarksSwitch } from "@/components/lists/PaidMarksSwitch.island";
import { PopularContents } from "@/components/lists/PopularContents";
import { PopularStripPlacement } from "@/components/lists/PopularStripPlacement.island";
import { NavigationSkeleton } from "@/components/notices/NavigationSkeleton.island";
import { popularArticles } from "@/lib/content";
import { siteMessages } from "@/messages/site";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ImageFallback } from "./ImageFallback.island";
import { NonSubscriberOnly } from "./NonSubscriberOnly.island";
import { ScrollToTop } from "./ScrollToTop.island";
import styles from "./SiteFrame.module.css";
import { SubscribeBanner } from "./SubscribeBanner";

/** The layout's strip is no reason to fail a page: without the API it is left out. */
const popularOrNone = () => popularArticles().catch(() => []);

// The shared layout of every page but the bare ones (docs/product/site-and-urls.md#shared-layout). Audio
// pages have a grey background and no subscribe banner, and keep room at the bottom for the docked player.
export async function SiteFrame({
  variant = "default",
  children,
}: {
  variant?: "default" | "audio";
  children: ReactNode;
}) {
  const popular = await popularOrNone();
  return (
    <div className={variant === "audio" ? styles.audioFrame : styles.frame}>
      <a href="#main" className={styles.skip}>
        {siteMessages.skipToContent}
      </a>
      <div id="page-top" tabIndex={-1} className={styles.top}>
        <Header />
      </div>
      <main id="main" tabIndex={-1} className={styles.main}>
        <NavigationSkeleton />
        <ReaderUnconfirmedNotice />
        {children}
        <PopularStripPlacement>
          <PopularContents articles={popular} />
        </PopularStripPlacement>
        {/* The feedback card's place on a page without an article's text (engagement/engagement.ts#feedbackCardPlace). */}
        <div data-feedback-place="page" className={styles.feedbackPlace} />
      </main>
      <Footer />
      {variant === "default" && (
        <NonSubscriberOnly>
          <SubscribeBanner />
        </NonSubscriberOnly>
      )}
      <ScrollToTop />
      <ImageFallback />
      <SessionBoot />
      <PaidMarksSwitch />
      <EngagementBoot />
    </div>
  );
}
