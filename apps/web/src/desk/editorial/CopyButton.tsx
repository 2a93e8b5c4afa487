import { useState } from "react";
import { deskPartnersMessages as m } from "@/messages/desk-partners";
import styles from "../desk-screen.module.css";

// Imported by the partners screen only, hence no directive of its own.

/** A button that copies `text`, then says it did (or that it could not: the text can still be selected). */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [said, setSaid] = useState<string>();
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setSaid(m.copied),
      () => setSaid(m.copyFailed),
    );
  return (
    <span className={styles.buttons}>
      <button type="button" className={styles.button} onClick={copy}>
        {m.copy(what)}
      </button>
      <span role="status">{said}</span>
    </span>
  );
}
