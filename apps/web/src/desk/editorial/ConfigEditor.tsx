import { configPatterns, type DeskConfigValue } from "@awd/core/contract/desk-config";
import {
  type FeedbackQuestion,
  feedbackAnswerTypes,
  feedbackQuestionSchema,
  groupSurveys,
  remoteConfigValuesSchema,
} from "@awd/core/feedback-survey";
import { type RemoteConfigKey, remoteConfigKeys, remoteConfigValueProblems } from "@awd/core/remote-config-value";
import { useId, useState } from "react";
import { deskConfigSetRoute } from "@/api/desk-config.generated";
import { FeedbackCard } from "@/components/engagement/FeedbackCard.island";
import { deskConfigMessages as m, type ShownValueProblem } from "@/messages/desk-config";
import styles from "../desk-screen.module.css";
import { deskApi, deskErrorOf } from "../deskApi";
import { type QuestionDraft, SurveyQuestionsForm } from "./SurveyQuestionsForm";

// Loaded by the config screen on demand: with core's rule and the feedback card it brings zod, which
// the screen's first load does without.

export type ConfigPattern = (typeof configPatterns)[number];

/** What a key holds with nothing stored: core's defaults. */
const coreDefaults = remoteConfigValuesSchema.parse({});

/** The value the editor starts from: the one stored for the pattern, else the default's, else core's. */
const startingValue = (values: readonly DeskConfigValue[], key: RemoteConfigKey, pattern: ConfigPattern): unknown =>
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

interface ConfigChooserProps {
  id: string;
  configKey: RemoteConfigKey;
  pattern: ConfigPattern;
  /** another key or pattern was chosen: the screen opens it */
  onOpen(key: RemoteConfigKey, pattern: ConfigPattern): void;
}

/** Which key and pattern is open: choosing another opens it. */
function ConfigChooser({ id, configKey: key, pattern, onOpen }: ConfigChooserProps) {
  return (
    <div className={styles.row}>
      <p className={styles.field}>
        <label htmlFor={`${id}-key`}>{m.keyLabel}</label>
        <select
          id={`${id}-key`}
          value={key}
          onChange={(event) => onOpen(event.target.value as RemoteConfigKey, pattern)}
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
          onChange={(event) => onOpen(key, event.target.value as ConfigPattern)}
        >
          {configPatterns.map((p) => (
            <option key={p} value={p}>
              {m.pattern(p)}
            </option>
          ))}
        </select>
      </p>
    </div>
  );
}

export interface ConfigValueViewProps {
  values: readonly DeskConfigValue[];
  configKey: RemoteConfigKey;
  pattern: ConfigPattern;
  /** another key or pattern was chosen: the screen opens it */
  onOpen(key: RemoteConfigKey, pattern: ConfigPattern): void;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * One key and pattern as an operator who may not change it sees it (docs/product/publishers-desk.md#remote-config-and-surveys):
 * the value in words, no field to type in and no save, with the feedback card as the pattern's readers see it.
 */
export function ConfigValueView({ values, configKey: key, pattern, onOpen }: ConfigValueViewProps) {
  const id = useId();
  const value = startingValue(values, key, pattern);
  const questions = key === "userFeedback" ? questionsOf(value) : undefined;
  const previewQuestions =
    key === "userFeedback" && remoteConfigValueProblems(key, value).length === 0
      ? feedbackQuestionSchema.array().safeParse(questions).data
      : undefined;
  const stored = values.some((v) => v.key === key && v.pattern === pattern);
  const answerType = (type: unknown) =>
    feedbackAnswerTypes.find((t) => t === type) ? m.answerTypes[type as FeedbackQuestion["answerType"]] : text(type);

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {m.viewTitle}
      </h2>
      <ConfigChooser id={id} configKey={key} pattern={pattern} onOpen={onOpen} />
      <p className={styles.hint}>{m.readOnly}</p>
      {!stored && <p className={styles.hint}>{m.notStoredView}</p>}
      {key === "userSurveyDisplayPhase" && typeof value === "string" ? (
        <dl className={styles.values}>
          <dt>{m.phaseLabel}</dt>
          <dd>{value}</dd>
        </dl>
      ) : questions ? (
        questions.map((question, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the questions are shown in their stored order, never reordered here
          <section key={index} className={styles.question} aria-labelledby={`${id}-${index}-title`}>
            <h3 id={`${id}-${index}-title`} className={styles.questionTitle}>
              {m.question(index + 1)}
            </h3>
            <dl className={styles.values}>
              <dt>{m.fields.question}</dt>
              <dd>{text(question.question)}</dd>
              <dt>{m.fields.id}</dt>
              <dd>{text(question.id)}</dd>
              <dt>{m.fields.eventKey}</dt>
              <dd>{text(question.eventKey)}</dd>
              <dt>{m.fields.answerType}</dt>
              <dd>{answerType(question.answerType)}</dd>
              <dt>{m.fields.pathsShown}</dt>
              <dd>
                {Array.isArray(question.displayRules?.paths) && question.displayRules.paths.length > 0 ? (
                  <ul className={styles.paths}>
                    {question.displayRules.paths.map((path, pathIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: two rules may be the same text
                      <li key={pathIndex}>
                        <code>{text(path)}</code>
                      </li>
                    ))}
                  </ul>
                ) : (
                  m.noPaths
                )}
              </dd>
            </dl>
          </section>
        ))
      ) : (
        <>
          <h3 className={styles.questionTitle}>{m.jsonLabel}</h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide value scrolls sideways from the keyboard */}
          <pre className={styles.code} tabIndex={0}>
            {JSON.stringify(value, null, 2)}
          </pre>
        </>
      )}
      {previewQuestions && <SurveyPreview questions={previewQuestions} />}
    </section>
  );
}

export interface ConfigEditorProps {
  values: readonly DeskConfigValue[];
  configKey: RemoteConfigKey;
  pattern: ConfigPattern;
  /** another key or pattern was chosen: the screen opens the editor again on it */
  onOpen(key: RemoteConfigKey, pattern: ConfigPattern): void;
  /** a value was saved: the screen reads the values again */
  onSaved(): Promise<void>;
}

/**
 * The editor of one key and pattern (docs/product/publishers-desk.md#remote-config-and-surveys): a form
 * for the survey's questions, a field for the phase, or JSON; checked by core's rule before saving,
 * with the feedback card as the pattern's readers see it.
 */
export function ConfigEditor({ values, configKey: key, pattern, onOpen, onSaved }: ConfigEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => startingValue(values, key, pattern));
  const [json, setJson] = useState<string>();
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const parsed = json === undefined ? { value: draft } : readJson(json);
  const value = parsed && withoutEmptyRules(parsed.value);
  const problems: ShownValueProblem[] = parsed
    ? remoteConfigValueProblems(key, value)
    : [{ path: "", code: "json-unreadable" }];
  // Problems show once the operator tried to save, then follow every keystroke.
  const shownProblems = checked ? problems : [];
  const questions = key === "userFeedback" && json === undefined ? questionsOf(draft) : undefined;
  const previewQuestions =
    key === "userFeedback" && parsed && problems.length === 0
      ? feedbackQuestionSchema.array().safeParse((value as { feedbacks: unknown }).feedbacks).data
      : undefined;
  const stored = values.some((v) => v.key === key && v.pattern === pattern);

  const save = async () => {
    setChecked(true);
    setStatus(undefined);
    setFailure(undefined);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      await deskApi(deskConfigSetRoute, { body: { key, pattern, value } });
      setStatus(m.saved);
      setChecked(false);
      await onSaved();
    } catch (error) {
      setFailure(deskErrorOf(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {m.editTitle}
      </h2>
      <ConfigChooser id={id} configKey={key} pattern={pattern} onOpen={onOpen} />
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
              <li key={`${p.path} ${p.code}`}>{m.problemAt(p.path, m.problem(p))}</li>
            ))}
          </ul>
        </div>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {failure && (
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
        <button type="button" className={styles.primary} onClick={save} disabled={busy}>
          {busy ? m.saving : m.save}
        </button>
      </p>
      {previewQuestions && <SurveyPreview questions={previewQuestions} />}
    </section>
  );
}
