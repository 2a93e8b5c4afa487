"use client";

import { readerCodeMaxLength } from "@awd/core/reader-code";
import { safeRedirectPath } from "@awd/core/redirect";
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { authPreviewCodeRoute } from "@/api/auth.generated";
import { browserApi } from "@/auth/browser-api";
import { sessionActions } from "@/auth/session-store";
import { useVisitor } from "@/auth/visitor-hook";
import { isServerFailure, notifyError, notifySuccess } from "@/engagement/notify-error";
import { withBase, withoutBase } from "@/lib/paths";
import { accountMessages } from "@/messages/account";
import styles from "./AccountForms.module.css";
import { codeRefusalMessage } from "./code-refusal";

type Outcome = { kind: "idle" } | { kind: "sending" } | { kind: "accepted" } | { kind: "refused"; message: string };

// docs/product/subscriptions-and-codes.md#preview-codes: the double-course reader types the month's
// code; a wrong code and too many attempts answer with the Japanese of the API's problem code; success returns
// to where the reader came from.
export function PreviewCodeForm() {
  const { ready, session, right } = useVisitor();
  const router = useRouter();
  const [code, setCode] = useState("");
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const inputId = useId();
  const messageId = useId();

  if (!ready) return <p role="status">{accountMessages.loading}</p>;
  if (session.status !== "signed-in")
    return (
      <p>
        {accountMessages.previewCodeNeedsLogin}{" "}
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => void sessionActions().then((a) => a.login())}
        >
          {accountMessages.login}
        </button>
      </p>
    );
  if (right.right.productContentId !== "double") return <p>{accountMessages.previewCodeNotDouble}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({ kind: "sending" });
    try {
      // Not asked again on its own: a code the API took before failing would count as a second try.
      await browserApi(authPreviewCodeRoute, { body: { previewCode: code } });
      setOutcome({ kind: "accepted" });
      // The page the reader came from (the paywall's link names it), in this same app so the toast
      // stays in sight; the path rule keeps a crafted link from sending them off the site.
      const returnTo = new URLSearchParams(window.location.search).get("redirectUrl") ?? withBase("/");
      notifySuccess(accountMessages.previewCodeWelcome);
      router.push(withoutBase(safeRedirectPath(returnTo)));
    } catch (error) {
      const message = codeRefusalMessage(error);
      if (isServerFailure(error)) notifyError(message);
      setOutcome({ kind: "refused", message });
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {accountMessages.previewCodeLabel}
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={readerCodeMaxLength.preview}
        required
        aria-describedby={messageId}
        aria-invalid={outcome.kind === "refused"}
      />
      <button type="submit" className={styles.submit} disabled={code.trim() === "" || outcome.kind === "sending"}>
        {outcome.kind === "sending" ? accountMessages.previewCodeSending : accountMessages.previewCodeSubmit}
      </button>
      <p id={messageId} className={outcome.kind === "refused" ? styles.error : styles.note} role="status">
        {outcome.kind === "refused"
          ? outcome.message
          : outcome.kind === "accepted"
            ? accountMessages.previewCodeAccepted
            : ""}
      </p>
    </form>
  );
}
