import type { DeskPartnerSecret } from "@awd/core/contract/desk-partners";
import { useEffect, useId, useRef } from "react";
import { deskPartnersMessages as m } from "@/messages/desk-partners";
import styles from "../desk-screen.module.css";
import { CopyButton } from "./CopyButton";

// Imported by the partners screen only, hence no directive of its own.

/**
 * A partner's new secret and the code its developers put on their server (docs/product/publishers-desk.md#partners),
 * shown once: the API never gives the secret again, so closing this is the last of it.
 */
export function PartnerSecretOnce({ secret, onClose }: { secret: DeskPartnerSecret; onClose(): void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.secret} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.panelTitle}>
        {m.secretTitle(secret.partner.id)}
      </h2>
      <p className={styles.problem}>{m.secretOnce}</p>
      <p>
        {m.secretLabel}: <code className={styles.secretValue}>{secret.secret}</code>
      </p>
      <CopyButton text={secret.secret} what={m.secretLabel} />
      <h3>{m.snippetsTitle}</h3>
      {(
        [
          [m.snippetNode, secret.snippets.node],
          [m.snippetPhp, secret.snippets.php],
        ] as const
      ).map(([language, code]) => (
        <div key={language}>
          <h4>{language}</h4>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide block of code scrolls sideways from the keyboard */}
          <pre className={styles.code} tabIndex={0}>
            {code}
          </pre>
          <CopyButton text={code} what={language} />
        </div>
      ))}
      <p className={styles.buttons}>
        <button type="button" className={styles.primary} onClick={onClose}>
          {m.closeSecret}
        </button>
      </p>
    </section>
  );
}
