import type { AccessDenial } from "@awd/core/article-access";
import styles from "@/components/article/SubscribePrompt.module.css";
import { applyHref, loginHref, previewCodeHref, printEditionHref, withBase } from "@/lib/paths";
import { printMessages } from "@/messages/print";
import own from "./PrintSubscribePrompt.module.css";

// In place of the viewer, for a visitor the API refused: why, in the paywall's own reasons
// (print-denial.ts), and what to do about it. The preview-code page comes back to this issue.
export function PrintSubscribePrompt({ reason, issueDate }: { reason: AccessDenial; issueDate: string }) {
  const back = withBase(`${printEditionHref}/${issueDate}`);
  const action: Record<AccessDenial, { href: string; label: string }> = {
    login: { href: withBase(loginHref), label: printMessages.login },
    subscribe: { href: withBase(applyHref), label: printMessages.apply },
    "preview-code": {
      href: `${withBase(previewCodeHref)}?${new URLSearchParams({ redirectUrl: back })}`,
      label: printMessages.previewCode,
    },
    expired: { href: withBase(applyHref), label: printMessages.renew },
  };
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
        <a href={action[reason].href} className={styles.primary}>
          {action[reason].label}
        </a>
        {reason === "login" && <a href={withBase(applyHref)}>{printMessages.applyInstead}</a>}
      </p>
    </section>
  );
}
