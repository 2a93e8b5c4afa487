import styles from "@/components/feedback/notice.module.css";
import { rightUnconfirmedMessages } from "@/messages";

// What a signed-in reader sees in place of a paywall while the API cannot confirm their
// subscription (the identity provider unreachable, say): never the subscribe prompt.
export function RightUnconfirmedNotice({ reload }: { reload: () => void }) {
  return (
    <section className={styles.notice} role="alert" data-right-unconfirmed="">
      <h2 className={styles.title}>{rightUnconfirmedMessages.title}</h2>
      <p>{rightUnconfirmedMessages.text}</p>
      <p className={styles.actions}>
        <button type="button" className={styles.pill} onClick={reload}>
          {rightUnconfirmedMessages.reload}
        </button>
      </p>
    </section>
  );
}
