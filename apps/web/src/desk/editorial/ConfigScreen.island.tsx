"use client";

import { configPatterns, type DeskConfigValue } from "@awd/core/contract/desk-config";
import { formatJapaneseDateTime } from "@awd/core/dates";
import {
  type FeedbackQuestion,
  feedbackQuestionSchema,
  groupSurveys,
  remoteConfigValuesSchema,
} from "@awd/core/feedback-survey";
import {
  type RemoteConfigKey,
  remoteConfigKeys,
  remoteConfigValueProblems,
  type ValueProblem,
} from "@awd/core/remote-config-value";
import { useCallback, useEffect, useId, useState } from "react";
import { FeedbackCard } from "@/components/engagement/FeedbackCard.island";
import { deskConfigMessages as m } from "@/messages/desk-config";
import { ConfirmDialog } from "../ConfirmDialog";
import { type DeskColumn, DeskTable } from "../DeskTable";
import { useDeskPermission } from "../desk-operator";
import { deskApi, deskErrorOf } from "../deskApi";
import styles from "./editorial.module.css";
import { type QuestionDraft, SurveyQuestionsForm } from "./SurveyQuestionsForm";

type Pattern = (typeof configPatterns)[number];

/** What a key holds with nothing stored: core's defaults. */
const coreDefaults = remoteConfigValuesSchema.parse({});

/** The value the editor starts from: the one stored for the pattern, else the default's, else core's. */
const startingValue = (values: readonly DeskConfigValue[], key: RemoteConfigKey, pattern: Pattern): unknown =>
  (values.find((v) => v.key === key && v.pattern === pattern) ?? values.find((v) => v.key === key && v.pattern === ""))
    ?.value ?? coreDefaults[key];

/** The display rules as saved: the empty lines of the textarea are no rules. */
const withoutEmptyRules = (value: unknown): unknown => {
  if (typeof value !== "object" || value === null || !Array.isArray((value as { feedbacks?: unknown }).feedbacks))
    return value;
  const feedbacks = (value as { feedbacks: QuestionDraft[] }).feedbacks.map((q) =>
    Array.isArray(q.displayRules?.paths)
      ? { ...q, displayRules: { ...q.displayRules, paths: q.displayRules.paths.filter((p) => p !== "") } }
      : q,
  );
  return { ...value, feedbacks };
};

/** The questions of a value the form can edit; undefined when it is not a list of objects (JSON only). */
const questionsOf = (value: unknown): QuestionDraft[] | undefined => {
  const feedbacks = (value as { feedbacks?: unknown } | null)?.feedbacks;
  return Array.isArray(feedbacks) && feedbacks.every((q) => typeof q === "object" && q !== null && !Array.isArray(q))
    ? (feedbacks as QuestionDraft[])
    : undefined;
};

const readJson = (text: string): { value: unknown } | undefined => {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
};

/** The feedback card as the reader of the pattern sees it, from the questions being edited. */
function SurveyPreview({ questions }: { questions: FeedbackQuestion[] }) {
  const id = useId();
  const surveys = groupSurveys(questions);
  const [chosen, setChosen] = useState(0);
  const [round, setRound] = useState(0);
  const survey = surveys[Math.min(chosen, surveys.length - 1)];
  return (
    <div className={styles.preview}>
      <h3 className={styles.previewTitle}>{m.preview}</h3>
      <p className={styles.hint}>{m.previewNote}</p>
      {surveys.length > 1 && (
        <p className={styles.field}>
          <label htmlFor={`${id}-survey`}>{m.previewSurvey}</label>
          <select id={`${id}-survey`} value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
            {surveys.map((s, index) => (
              <option key={s.eventKey} value={index}>
                {s.eventKey}
              </option>
            ))}
          </select>
        </p>
      )}
      {survey ? (
        <FeedbackCard
          key={`${survey.eventKey}-${round}-${JSON.stringify(survey.rating)}-${survey.texts.length}`}
          survey={survey}
          send={async () => {}}
          onClosed={() => setRound((r) => r + 1)}
        />
      ) : (
        <p>{m.previewNone}</p>
      )}
    </div>
  );
}

/**
 * Remote config and surveys on the desk (docs/product/publishers-desk.md#remote-config-and-surveys):
 * the stored values per key and pattern, an editor (a form for the survey's questions, or JSON)
 * checked by core's rule before saving, and the feedback card as the pattern's readers see it.
 */
export function ConfigScreen() {
  const canWrite = useDeskPermission("desk:write");
  const id = useId();
  const [values, setValues] = useState<DeskConfigValue[]>();
  const [loadFailure, setLoadFailure] = useState<string>();
  const [key, setKey] = useState<RemoteConfigKey>("userFeedback");
  const [pattern, setPattern] = useState<Pattern>("");
  const [draft, setDraft] = useState<unknown>();
  const [json, setJson] = useState<string>();
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<DeskConfigValue>();

  const load = useCallback(async () => {
    try {
      setValues((await deskApi<{ values: DeskConfigValue[] }>("/desk/config")).values);
      setLoadFailure(undefined);
    } catch (error) {
      setLoadFailure(deskErrorOf(error).message);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const open = (nextKey: RemoteConfigKey, nextPattern: Pattern, from = values ?? []) => {
    setKey(nextKey);
    setPattern(nextPattern);
    setDraft(startingValue(from, nextKey, nextPattern));
    setJson(undefined);
    setChecked(false);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor opens once, when the values first arrive
  useEffect(() => {
    if (values && draft === undefined) open(key, pattern, values);
  }, [values]);

  const parsed = json === undefined ? { value: draft } : readJson(json);
  const value = parsed && withoutEmptyRules(parsed.value);
  const problems: ValueProblem[] = parsed
    ? remoteConfigValueProblems(key, value)
    : [{ path: "", message: m.jsonUnreadable }];
  const shownProblems = checked ? problems : [];
  const questions = key === "userFeedback" && json === undefined ? questionsOf(draft) : undefined;
  const previewQuestions =
    key === "userFeedback" && parsed && problems.length === 0
      ? feedbackQuestionSchema.array().safeParse((value as { feedbacks: unknown }).feedbacks).data
      : undefined;
  const stored = values?.some((v) => v.key === key && v.pattern === pattern) ?? false;

  const save = async () => {
    setChecked(true);
    setStatus(undefined);
    setFailure(undefined);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      await deskApi("/desk/config", { method: "POST", body: { key, pattern, value } });
      setStatus(m.saved);
      setChecked(false);
      await load();
    } catch (error) {
      setFailure(deskErrorOf(error).message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await deskApi(`/desk/config/${removing.key}?pattern=${encodeURIComponent(removing.pattern)}`, {
        method: "DELETE",
      });
      setRemoving(undefined);
      setStatus(m.removed);
      const next = (await deskApi<{ values: DeskConfigValue[] }>("/desk/config")).values;
      setValues(next);
      open(key, pattern, next);
    } catch (error) {
      setFailure(deskErrorOf(error).message);
    } finally {
      setBusy(false);
    }
  };

  const columns: DeskColumn<DeskConfigValue>[] = [
    { key: "key", label: m.columns.key, value: (v) => m.keys[v.key] },
    { key: "pattern", label: m.columns.pattern, value: (v) => m.pattern(v.pattern) },
    {
      key: "updatedAt",
      label: m.columns.updatedAt,
      value: (v) => v.updatedAt,
      render: (v) => formatJapaneseDateTime(v.updatedAt),
    },
    {
      key: "actions",
      label: m.columns.actions,
      sortable: false,
      value: () => "",
      render: (v) => (
        <span className={styles.buttons}>
          <button
            type="button"
            className={styles.button}
            onClick={() => open(v.key, v.pattern as Pattern)}
            aria-label={`${m.edit}: ${m.keys[v.key]} ${m.pattern(v.pattern)}`}
          >
            {m.edit}
          </button>
          {canWrite && (
            <button
              type="button"
              className={styles.button}
              onClick={() => setRemoving(v)}
              aria-label={`${m.remove}: ${m.keys[v.key]} ${m.pattern(v.pattern)}`}
            >
              {m.remove}
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <h1 className={styles.title}>{m.title}</h1>
      <p className={styles.lead}>{m.lead}</p>
      {loadFailure ? (
        <p role="alert" className={styles.error}>
          {loadFailure}
        </p>
      ) : values === undefined ? (
        <p>{m.loading}</p>
      ) : (
        <DeskTable caption={m.caption} columns={columns} rows={values} rowKey={(v) => `${v.key} ${v.pattern}`} />
      )}
      {values && (
        <section className={styles.section} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={styles.sectionTitle}>
            {m.editTitle}
          </h2>
          <div className={styles.row}>
            <p className={styles.field}>
              <label htmlFor={`${id}-key`}>{m.keyLabel}</label>
              <select
                id={`${id}-key`}
                value={key}
                onChange={(event) => open(event.target.value as RemoteConfigKey, pattern)}
              >
                {remoteConfigKeys.map((k) => (
                  <option key={k} value={k}>
                    {m.keys[k]}
                  </option>
                ))}
              </select>
            </p>
            <p className={styles.field}>
              <label htmlFor={`${id}-pattern`}>{m.patternLabel}</label>
              <select
                id={`${id}-pattern`}
                value={pattern}
                onChange={(event) => open(key, event.target.value as Pattern)}
              >
                {configPatterns.map((p) => (
                  <option key={p} value={p}>
                    {m.pattern(p)}
                  </option>
                ))}
              </select>
            </p>
          </div>
          {!stored && <p className={styles.hint}>{m.notStored}</p>}
          {key === "userSurveyDisplayPhase" && json === undefined ? (
            <p className={styles.field}>
              <label htmlFor={`${id}-phase`}>{m.phaseLabel}</label>
              <input
                id={`${id}-phase`}
                type="text"
                value={typeof draft === "string" ? draft : ""}
                onChange={(event) => setDraft(event.target.value)}
                aria-invalid={shownProblems.length > 0 || undefined}
                aria-describedby={`${id}-phase-hint${shownProblems.length > 0 ? ` ${id}-problems` : ""}`}
              />
              <span id={`${id}-phase-hint`} className={styles.hint}>
                {m.phaseHint}
              </span>
            </p>
          ) : questions ? (
            <SurveyQuestionsForm
              questions={questions}
              problems={shownProblems}
              onChange={(next) => setDraft({ ...(draft as object), feedbacks: next })}
            />
          ) : (
            <p className={styles.field}>
              <label htmlFor={`${id}-json`}>{m.jsonLabel}</label>
              <textarea
                id={`${id}-json`}
                rows={14}
                value={json ?? JSON.stringify(draft, null, 2)}
                onChange={(event) => setJson(event.target.value)}
                aria-invalid={shownProblems.length > 0 || undefined}
                aria-describedby={shownProblems.length > 0 ? `${id}-problems` : undefined}
                spellCheck={false}
              />
            </p>
          )}
          {shownProblems.length > 0 && (
            <div id={`${id}-problems`} role="alert" className={styles.problems}>
              <p>{m.problemsTitle}</p>
              <ul>
                {shownProblems.map((p) => (
                  <li key={`${p.path} ${p.message}`}>{m.problemAt(p.path, p.message)}</li>
                ))}
              </ul>
            </div>
          )}
          <p role="status" className={styles.status}>
            {status}
          </p>
          {failure && !removing && (
            <p role="alert" className={styles.error}>
              {failure}
            </p>
          )}
          <p className={styles.buttons}>
            {json === undefined ? (
              <button type="button" className={styles.button} onClick={() => setJson(JSON.stringify(value, null, 2))}>
                {m.jsonMode}
              </button>
            ) : (
              parsed && (
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => {
                    setDraft(parsed.value);
                    setJson(undefined);
                  }}
                >
                  {m.formMode}
                </button>
              )
            )}
            {canWrite && (
              <button type="button" className={styles.primary} onClick={save} disabled={busy}>
                {busy ? m.saving : m.save}
              </button>
            )}
          </p>
          {key === "userFeedback" && previewQuestions && <SurveyPreview questions={previewQuestions} />}
        </section>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={removing ? m.confirmRemove(m.keys[removing.key], m.pattern(removing.pattern)) : ""}
        confirmLabel={m.removeVerb}
        onConfirm={remove}
        onCancel={() => setRemoving(undefined)}
        busy={busy}
        error={removing ? failure : undefined}
      >
        <p>{m.confirmRemoveBody}</p>
      </ConfirmDialog>
    </>
  );
}
