"use client";

import { formatJapaneseDateTime } from "@awd/core/dates";
import { readerCodeMaxLength } from "@awd/core/reader-code";
import { type FormEvent, Fragment, useId, useState } from "react";
import { authLinkingCodeRoute } from "@/api/auth.generated";
import { browserApi } from "@/auth/browser-api";
import { reloadRight } from "@/auth/right-store";
import hint from "@/auth/SessionHint.module.css";
import { sessionActions } from "@/auth/session-store";
import { useVisitor } from "@/auth/visitor-hook";
import { ReadingHistory, ReadingHistoryLoading } from "@/components/history/ReadingHistory.island";
import { isServerFailure, notifyError } from "@/engagement/notify-error";
import { previewCodeHref, withBase } from "@/lib/paths";
import { updateSearchHistory, useSearchHistory } from "@/lib/search-history-store";
import { accountMessages } from "@/messages/account";
import forms from "./AccountForms.module.css";
import { codeRefusalMessage } from "./code-refusal";
import styles from "./MyPage.module.css";
import { PodcastFeed } from "./PodcastFeed.island";
import { SavedIssueStorage } from "./SavedIssueStorage.island";

const login = () => void sessionActions().then((actions) => actions.login());
const logout = () => void sessionActions().then((actions) => actions.logout());
// A contract starts and ends at an instant: the time is part of the date (an expiry at 10:30 is not
// the whole day).
const dateOf = (iso: string | null) => (iso ? <time dateTime={iso}>{formatJapaneseDateTime(iso)}</time> : "—");

// docs/product/subscriptions-and-codes.md#my-page: for subscribers but corporate IDs — the course,
// its state and dates, the preview-code state, the form for a subscription linking code, the search
// history, logout.
export function MyPage() {
  const { ready, session, right, view } = useVisitor();
  if (!ready) return <MyPageLoading />;
  // The frame's notice says what could not be confirmed; nothing of the contract is known meanwhile.
  if (session.status === "unconfirmed" || right.status === "unconfirmed") return null;
  if (session.status !== "signed-in") return <LoginInvitation />;
  if (view.isCorporateId) return <p>{accountMessages.myPageCorporate}</p>;
  if (right.status === "error") return <p role="alert">{accountMessages.loadFailed}</p>;
  const r = right.right;
  return (
    <>
      <section className={styles.card} aria-labelledby="contract-heading">
        <h2 id="contract-heading">{accountMessages.contractTitle}</h2>
        {session.user && <p className={styles.account}>{session.user.email}</p>}
        {view.hasSubscriptionRight || r.productContentId !== "none" ? (
          <dl className={styles.facts}>
            <dt>{accountMessages.course}</dt>
            <dd>{accountMessages.courseNames[r.productContentId]}</dd>
            <dt>{accountMessages.status}</dt>
            <dd>{accountMessages.statusNames[view.hasSubscriptionRight ? "running" : "ended"]}</dd>
            <dt>{accountMessages.startedAt}</dt>
            <dd>{dateOf(r.startedAt)}</dd>
            <dt>{accountMessages.expireAt}</dt>
            <dd>{dateOf(r.expireAt)}</dd>
            {view.previewCode && (
              <>
                <dt>{accountMessages.previewCodeState}</dt>
                <dd>
                  {accountMessages.previewCodeStates[view.previewCode.status]}
                  {view.previewCode.showCountdown &&
                    ` (${accountMessages.remainingDays(view.previewCode.remainingDays)})`}{" "}
                  <a href={`${withBase(previewCodeHref)}?redirectUrl=${encodeURIComponent(withBase("/mypage"))}`}>
                    {accountMessages.enterPreviewCode}
                  </a>
                </dd>
              </>
            )}
          </dl>
        ) : (
          <p>{accountMessages.myPageNoRight}</p>
        )}
      </section>
      <ReadingHistory />
      <PodcastFeed />
      <SavedIssueStorage />
      <LinkingCodeForm />
      <SearchHistoryList />
      <p>
        <button type="button" className={styles.logout} onClick={logout}>
          {accountMessages.logout}
        </button>
      </p>
    </>
  );
}

function LoginInvitation({ className }: { className?: string }) {
  return (
    <p className={className}>
      {accountMessages.myPageNeedsLogin}{" "}
      <button type="button" className={forms.linkButton} onClick={login}>
        {accountMessages.login}
      </button>
    </p>
  );
}

/**
 * My page before the session and the contract are known (docs/product/site-and-urls.md#loading-without-a-jump).
 * A reader who signed in on this browser (the head's script marked the page) sees the contract card,
 * saying it is loading, its facts as grey bars, and the reading record, in the size they will take;
 * a reader who did not is one the page will invite to log in, which it does at once.
 */
function MyPageLoading() {
  return (
    <>
      <LoginInvitation className={hint.anonymousOnly} />
      <div className={hint.signedInOnly}>
        <section className={styles.card} aria-labelledby="contract-heading-loading">
          <h2 id="contract-heading-loading">{accountMessages.contractTitle}</h2>
          <p role="status" className={styles.account}>
            {accountMessages.loading}
          </p>
          <dl className={styles.facts}>
            {[accountMessages.course, accountMessages.status, accountMessages.startedAt, accountMessages.expireAt].map(
              (label) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd>
                    <span className={styles.placeholder} style={{ width: "9em" }} />
                  </dd>
                </Fragment>
              ),
            )}
          </dl>
        </section>
        <ReadingHistoryLoading />
      </div>
    </>
  );
}

function LinkingCodeForm() {
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const messageId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      // Not asked again on its own: a linking code is used once, so a second try after a failure that
      // the API had in fact taken would be refused as used.
      await browserApi(authLinkingCodeRoute, { body: { authenticationCode: code } });
      setMessage({ ok: true, text: accountMessages.linkDone });
      setCode("");
      await reloadRight();
    } catch (error) {
      const text = codeRefusalMessage(error);
      if (isServerFailure(error)) notifyError(text);
      setMessage({ ok: false, text });
    } finally {
      setSending(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="link-heading">
      <h2 id="link-heading">{accountMessages.linkTitle}</h2>
      <p>{accountMessages.linkLead}</p>
      <form className={forms.form} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={forms.label}>
          {accountMessages.linkLabel}
        </label>
        <input
          id={inputId}
          className={forms.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={readerCodeMaxLength.linking}
          aria-describedby={messageId}
          aria-invalid={message?.ok === false}
        />
        <button type="submit" className={forms.submit} disabled={code.trim() === "" || sending}>
          {accountMessages.linkSubmit}
        </button>
        <p id={messageId} role="status" className={message?.ok === false ? forms.error : forms.note}>
          {message?.text ?? ""}
        </p>
      </form>
    </section>
  );
}

function SearchHistoryList() {
  const history = useSearchHistory();
  return (
    <section className={styles.card} aria-labelledby="history-heading">
      <h2 id="history-heading">{accountMessages.historyTitle}</h2>
      {history.length === 0 ? (
        <p>{accountMessages.historyEmpty}</p>
      ) : (
        <>
          <ul className={styles.history}>
            {history.map((word, index) => (
              <li key={word}>
                <span>{word}</span>
                <button
                  type="button"
                  className={forms.linkButton}
                  aria-label={accountMessages.historyDelete(word)}
                  onClick={() => updateSearchHistory({ type: "delete", position: index + 1 })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={forms.linkButton} onClick={() => updateSearchHistory({ type: "clear" })}>
            {accountMessages.historyDeleteAll}
          </button>
        </>
      )}
    </section>
  );
}
