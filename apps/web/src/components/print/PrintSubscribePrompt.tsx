import type { AccessDenial } from "@awd/core/article-access";
import { paywallActionHref } from "@/components/article/SubscribePrompt";
import styles from "@/components/article/SubscribePrompt.module.css";
import { applyHref, printEditionHref, withBase } from "@/lib/paths";
import { printMessages } from "@/messages/print";
import own from "./PrintSubscribePrompt.module.css";

const actionLabel: Record<AccessDenial, string> = {
  login: printMessages.login,
  subscribe: printMessages.apply,
  "preview-code": printMessages.previewCode,
  expired: printMessages.renew,
};

// In place of the viewer, for a visitor the API refused: why, in the paywall's own reasons
// (print-denial.ts), and what to do about it. The preview-code page comes back to this issue.
export function PrintSubscribePrompt({ reason, issueDate }: { reason: AccessDenial; issueDate: string }) {
  const href = paywallActionHref(reason, withBase(`${printEditionHref}/${issueDate}`));
  return (
    <section
      className={`${styles.prompt} ${own.standalone}`}
      aria-labelledby="print-paywall-heading"
      data-paywall={reason}
    >
      <h2 id="print-paywall-heading" className={styles.title}>
        {printMessages.promptTitle}
      </h2>
      <p className={styles.reason}>{printMessages.prompts[reason]}</p>
      <p className={styles.actions}>
        <a href={href} className={styles.primary}>
          {actionLabel[reason]}
        </a>
        {reason === "login" && <a href={withBase(applyHref)}>{printMessages.applyInstead}</a>}
      </p>
    </section>
  );
}
