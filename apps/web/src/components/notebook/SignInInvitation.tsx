import { sessionActions } from "@/auth/session-store";
import styles from "./Notebook.module.css";

const login = () => void sessionActions().then((actions) => actions.login());

/** What a visitor who is not signed in sees in place of their notebook or review. */
export function SignInInvitation({ text, action, className }: { text: string; action: string; className?: string }) {
  return (
    <div className={className ? `${styles.panel} ${className}` : styles.panel} data-notebook-invitation>
      <p>{text}</p>
      <button type="button" className={styles.primary} onClick={login}>
        {action}
      </button>
    </div>
  );
}
