import { notices as noticeLimits } from "@awd/core/constants";
import type { DeskNotice } from "@awd/core/contract/desk-notices";
import { tokyoWallClockInstant, tokyoWallClockText } from "@awd/core/dates";
import { type NoticeFields, type NoticeProblems, noticeProblems } from "@awd/core/desk-notice";
import { type FormEvent, type ReactElement, useId, useState } from "react";
import { deskNoticesAddRoute, deskNoticesChangeRoute } from "@/api/desk-notices.generated";
import { NoticeList } from "@/components/lists/NoticeList";
import { deskNoticesMessages as m } from "@/messages/desk-notices";
import { actionKeys } from "../action-keys";
import styles from "../desk-screen.module.css";
import { deskApi, deskErrorOf } from "../deskApi";

// A notice saved again after a failure (the same form) goes with its first key: added once.
const noticeKeys = actionKeys();

// Imported by the notices screen only (it keeps state), hence no directive of its own.

interface Draft {
  message: string;
  url: string;
  startsAt: string;
  endsAt: string;
}

const draftOf = (notice: DeskNotice | undefined, now: number): Draft => ({
  message: notice?.message ?? "",
  url: notice?.url ?? "",
  startsAt: tokyoWallClockText(notice?.startsAt ?? now),
  endsAt: notice?.endsAt ? tokyoWallClockText(notice.endsAt) : "",
});

const fieldsOf = (draft: Draft): NoticeFields => ({
  message: draft.message,
  url: draft.url.trim() === "" ? null : draft.url.trim(),
  startsAt: tokyoWallClockInstant(draft.startsAt),
  endsAt: draft.endsAt === "" ? null : tokyoWallClockInstant(draft.endsAt),
});

export interface NoticeFormProps {
  /** the notice being changed; a new one when absent */
  notice?: DeskNotice;
  onSaved(notice: DeskNotice): void;
  onCancel?(): void;
}

/**
 * Writes a notice (docs/product/publishers-desk.md#notices): its text, link and Tokyo dates, checked
 * by the same rule as the API's before sending, with the home page's own notice list as the preview.
 */
export function NoticeForm({ notice, onSaved, onCancel }: NoticeFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(notice, Date.now()));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const fields = fieldsOf(draft);
  // Problems show once the operator tried to save, then follow every keystroke.
  const shownProblems: NoticeProblems = checked ? noticeProblems(fields) : {};
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((was) => ({ ...was, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = noticeProblems(fields);
    setChecked(true);
    if (Object.keys(found).length > 0 || !fields.startsAt || fields.endsAt === undefined) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const body = {
        message: fields.message,
        url: fields.url,
        startsAt: fields.startsAt.toISOString(),
        endsAt: fields.endsAt?.toISOString() ?? null,
      };
      const saved = notice
        ? await deskApi(deskNoticesChangeRoute, { params: { id: notice.id }, body, keys: noticeKeys })
        : await deskApi(deskNoticesAddRoute, { body, keys: noticeKeys });
      onSaved(saved);
      if (!notice) {
        setDraft(draftOf(undefined, Date.now()));
        setChecked(false);
      }
    } catch (error) {
      setFailure(deskErrorOf(error).message);
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof Draft, label: string, hint: string | undefined, input: (props: object) => ReactElement) => {
    const problem = shownProblems[key];
    const describedBy = [hint && `${id}-${key}-hint`, problem && `${id}-${key}-problem`].filter(Boolean).join(" ");
    return (
      <p className={styles.field}>
        <label htmlFor={`${id}-${key}`}>{label}</label>
        {input({
          id: `${id}-${key}`,
          value: draft[key],
          onChange: set(key),
          "aria-invalid": problem ? true : undefined,
          "aria-describedby": describedBy || undefined,
        })}
        {hint && (
          <span id={`${id}-${key}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
        {problem && (
          <span id={`${id}-${key}-problem`} className={styles.problem}>
            {m.problems(problem, fields.message.length)}
          </span>
        )}
      </p>
    );
  };

  // The preview links only where the notice may: never to what the rule refuses.
  const previewUrl = fields.url !== null && !noticeProblems(fields).url ? fields.url : null;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {notice ? m.formEdit(notice.id) : m.formNew}
      </h2>
      <form onSubmit={submit} noValidate>
        {field("message", m.fields.message, m.fields.messageHint(noticeLimits.messageMaxLength), (props) => (
          <textarea rows={2} {...props} />
        ))}
        {field("url", m.fields.url, m.fields.urlHint, (props) => (
          <input type="text" inputMode="url" {...props} />
        ))}
        <div className={styles.row}>
          {field("startsAt", m.fields.startsAt, undefined, (props) => (
            <input type="datetime-local" {...props} />
          ))}
          {field("endsAt", m.fields.endsAt, m.fields.endsAtHint, (props) => (
            <input type="datetime-local" {...props} />
          ))}
        </div>
        {Object.keys(shownProblems).length > 0 && (
          <p className={styles.error} role="alert">
            {m.fixFields}
          </p>
        )}
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <p className={styles.buttons}>
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? m.saving : m.save}
          </button>
          {onCancel && (
            <button type="button" className={styles.button} onClick={onCancel} disabled={busy}>
              {m.cancelEdit}
            </button>
          )}
        </p>
      </form>
      <div className={styles.preview}>
        <h3 className={styles.previewTitle}>{m.preview}</h3>
        {draft.message.trim() === "" ? (
          <p className={styles.hint}>{m.previewEmpty}</p>
        ) : (
          <NoticeList notices={[{ id: notice?.id ?? 0, message: draft.message, url: previewUrl }]} />
        )}
      </div>
    </section>
  );
}
