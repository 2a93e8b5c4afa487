import styles from "@/components/article/SubscribePrompt.module.css";
import { applyHref, loginHref, previewCodeHref, withBase } from "@/lib/paths";
import { printMessages } from "@/messages/print";
import own from "./PrintSubscribePrompt.module.css";
import type { PrintDenial } from "./usePrintEdition";

// In place of the viewer, for a visitor the API refused: why, and what to do about it.
export function PrintSubscribePrompt({ reason }: { reason: PrintDenial }) {
  return (
    <section
      className={`${styles.prompt} ${own.standalone}`}
      aria-labelledby="print-paywall-heading"
      data-paywall={reason}
    >
      <h2 id="print-paywall-heading" className={styles.title}>
        {printMessages.promptTitle}
      </h2>
      <p className={styles.reason}>{reason === "login" ? printMessages.promptLogin : printMessages.promptSubscribe}</p>
      <p className={styles.actions}>
        {reason === "login" ? (
          <>
            <a href={withBase(loginHref)} className={styles.primary}>
              {printMessages.login}
            </a>
            <a href={withBase(applyHref)}>{printMessages.applyInstead}</a>
          </>
        ) : (
          <>
            <a href={withBase(applyHref)} className={styles.primary}>
              {printMessages.apply}
            </a>
            <a href={withBase(previewCodeHref)}>{printMessages.previewCode}</a>
          </>
        )}
      </p>
    </section>
  );
}
