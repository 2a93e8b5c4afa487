import type { ReactNode } from "react";
import { SessionBoot } from "@/auth/SessionBoot.island";
import { ReaderUnconfirmedNotice } from "@/components/account/ReaderUnconfirmedNotice.island";
import { EngagementBoot } from "@/components/engagement/EngagementBoot.island";
import { NavigationSkeleton } from "@/components/feedback/NavigationSkeleton.island";
import { siteMessages } from "@/messages";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ImageFallback } from "./ImageFallback.island";
import { NonSubscriberOnly } from "./NonSubscriberOnly.island";
import { ScrollToTop } from "./ScrollToTop.island";
import styles from "./SiteFrame.module.css";
import { SubscribeBanner } from "./SubscribeBanner";

// The shared layout of every page but the bare ones (spec §2). Audio pages have a grey background
// and no subscribe banner, and keep room at the bottom for the docked player (spec §9).
export function SiteFrame({ variant = "default", children }: { variant?: "default" | "audio"; children: ReactNode }) {
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
      <EngagementBoot />
    </div>
  );
}
