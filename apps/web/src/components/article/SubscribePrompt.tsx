import type { AccessDenial } from "@awd/core/article-access";
import { applyHref, loginHref, previewCodeHref, withBase } from "@/lib/paths";
import { paywallMessages } from "@/messages/article";
import styles from "./SubscribePrompt.module.css";

const actionHref: Record<AccessDenial, string> = {
  login: loginHref,
  subscribe: applyHref,
  "preview-code": previewCodeHref,
  expired: applyHref,
};

/** Where a paywall's action leads; the preview-code page comes back to `returnTo` once the code is accepted. */
export const paywallActionHref = (reason: AccessDenial, returnTo: string): string =>
  reason === "preview-code"
    ? `${withBase(previewCodeHref)}?${new URLSearchParams({ redirectUrl: returnTo })}`
    : withBase(actionHref[reason]);

// docs/product/reading-and-access.md#the-paywall: in place of the body of a paid article, why it is
// not shown (not signed in, no subscription, preview code needed, expired) and the action that
// fixes it. The preview-code page is given the article to come back to once the code is accepted.
export function SubscribePrompt({ reason, returnTo }: { reason: AccessDenial; returnTo: string }) {
  const href = paywallActionHref(reason, returnTo);
  return (
    <section className={styles.prompt} aria-labelledby="paywall-heading" data-paywall={reason}>
      <h2 id="paywall-heading" className={styles.title}>
        {paywallMessages.title}
      </h2>
      <p className={styles.reason}>{paywallMessages.reasons[reason]}</p>
      <p className={styles.actions}>
        <a href={href} className={styles.primary}>
          {paywallMessages.actions[reason]}
        </a>
        {reason === "login" && (
          <a href={withBase(applyHref)} className={styles.secondary}>
            {paywallMessages.applyInstead}
          </a>
        )}
      </p>
    </section>
  );
}
