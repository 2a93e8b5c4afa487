import styles from "@/components/notices/notice.module.css";
import { requestFailedMessages } from "@/messages/site";

export type FailedRequest = keyof typeof requestFailedMessages.titles;

// What a signed-in reader sees when a request about them failed (the session, their right, the
// article's text): what failed, with its status, and a way to ask again. Never the subscribe prompt.
export function RequestFailedNotice({
  request,
  status,
  reload,
}: {
  request: FailedRequest;
  /** the status the server answered with; none when no answer came */
  status: number | undefined;
  reload: () => void;
}) {
  return (
    <section className={styles.notice} role="alert" data-request-failed={request}>
      <h2 className={styles.title}>
        {requestFailedMessages.titles[request]}
        {requestFailedMessages.cause(status)}
      </h2>
      <p>{requestFailedMessages.text}</p>
      <p className={styles.actions}>
        <button type="button" className={styles.pill} onClick={reload}>
          {requestFailedMessages.reload}
        </button>
      </p>
    </section>
  );
}
