"use client";

import { sessionActions, useSession } from "@/auth/session-store";
import { deskMessages } from "@/messages/desk";
import styles from "./DeskFrame.module.css";

/** Who is signed in to the desk, and the way out. */
export function DeskSessionBar() {
  const { status, user } = useSession();
  if (status !== "signed-in" || !user) return null;
  return (
    <div className={styles.session}>
      <span>{deskMessages.signedInAs(user.email)}</span>
      <button
        type="button"
        className={styles.signOut}
        onClick={() => sessionActions().then((actions) => actions.logout())}
      >
        {deskMessages.signOut}
      </button>
    </div>
  );
}
