import type { ReactNode } from "react";
import { SessionBoot } from "@/auth/SessionBoot.island";
import { deskMessages } from "@/messages/desk";
import styles from "./DeskFrame.module.css";
import { DeskGate } from "./DeskGate.island";
import { DeskNavLinks } from "./DeskNavLinks.island";
import { DeskSessionBar } from "./DeskSessionBar.island";

// The desk's own frame (docs/product/publishers-desk.md): no reader header, footer or banners; its
// screens render inside the sign-in gate.
export function DeskFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skip}>
        {deskMessages.skipToContent}
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>{deskMessages.brand}</p>
        <DeskNavLinks />
        <DeskSessionBar />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <DeskGate>{children}</DeskGate>
      </main>
      <SessionBoot />
    </div>
  );
}
