import { feedbackAnswerTypes } from "@awd/core/feedback-survey";
import { useId } from "react";
import type { ShownValueProblem } from "@/messages/desk-config";
import { deskConfigMessages as m } from "@/messages/desk-config";
import styles from "../desk-screen.module.css";

// Imported by the config screen only, hence no directive of its own.

/** A question as the form holds it: whatever the stored value had, each field edited as text. */
export type QuestionDraft = Record<string, unknown> & { displayRules?: { paths?: unknown } };

type TextField = "id" | "question" | "eventKey";

const text = (value: unknown) => (typeof value === "string" ? value : "");
const pathsOf = (question: QuestionDraft) =>
  Array.isArray(question.displayRules?.paths) ? question.displayRules.paths.map(text) : [];

const newQuestion = (index: number): QuestionDraft => ({
  id: `question_${index + 1}`,
  question: "",
  eventKey: "",
  answerType: "rating",
  displayRules: { paths: [] },
});

export interface SurveyQuestionsFormProps {
  questions: QuestionDraft[];
  problems: readonly ShownValueProblem[];
  onChange(questions: QuestionDraft[]): void;
}

/** The survey's questions as a form (docs/product/engagement-and-feedback.md#surveys), each problem beside its field. */
export function SurveyQuestionsForm({ questions, problems, onChange }: SurveyQuestionsFormProps) {
  const id = useId();
  const change = (index: number, patch: QuestionDraft) =>
    onChange(questions.map((q, i) => (i === index ? { ...q, ...patch } : q)));
  const problemOf = (index: number, field: string) => {
    const found = problems.find(
      (p) => p.path === `feedbacks.${index}.${field}` || p.path.startsWith(`feedbacks.${index}.${field}.`),
    );
    return found && m.problem(found);
  };

  const fieldProps = (index: number, field: string) => {
    const problem = problemOf(index, field);
    const fieldId = `${id}-${index}-${field}`;
    return {
      id: fieldId,
      "aria-invalid": problem ? true : undefined,
      "aria-describedby": problem ? `${fieldId}-problem` : undefined,
      problem: problem && (
        <span id={`${fieldId}-problem`} className={styles.problem}>
          {problem}
        </span>
      ),
    };
  };

  const textField = (index: number, field: TextField, label: string) => {
    const { problem, ...props } = fieldProps(index, field);
    return (
      <p className={styles.field}>
        <label htmlFor={props.id}>{label}</label>
        <input
          type="text"
          {...props}
          value={text(questions[index]?.[field])}
          onChange={(event) => change(index, { [field]: event.target.value })}
        />
        {problem}
      </p>
    );
  };

  return (
    <>
      {questions.map((question, index) => {
        const answerType = fieldProps(index, "answerType");
        const paths = fieldProps(index, "displayRules");
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions have no identity while their ids are being typed
          <fieldset key={index} className={styles.question}>
            <legend>{m.question(index + 1)}</legend>
            {textField(index, "question", m.fields.question)}
            <div className={styles.row}>
              {textField(index, "id", m.fields.id)}
              {textField(index, "eventKey", m.fields.eventKey)}
              <p className={styles.field}>
                <label htmlFor={answerType.id}>{m.fields.answerType}</label>
                <select
                  id={answerType.id}
                  aria-invalid={answerType["aria-invalid"]}
                  aria-describedby={answerType["aria-describedby"]}
                  value={text(question.answerType)}
                  onChange={(event) => change(index, { answerType: event.target.value })}
                >
                  {!feedbackAnswerTypes.some((t) => t === question.answerType) && (
                    <option value={text(question.answerType)} />
                  )}
                  {feedbackAnswerTypes.map((type) => (
                    <option key={type} value={type}>
                      {m.answerTypes[type]}
                    </option>
                  ))}
                </select>
                {answerType.problem}
              </p>
            </div>
            <p className={styles.hint}>{m.fields.eventKeyHint}</p>
            <p className={styles.field}>
              <label htmlFor={paths.id}>{m.fields.paths}</label>
              <textarea
                id={paths.id}
                rows={2}
                aria-invalid={paths["aria-invalid"]}
                aria-describedby={paths["aria-describedby"]}
                value={pathsOf(question).join("\n")}
                onChange={(event) => change(index, { displayRules: { paths: event.target.value.split("\n") } })}
              />
              {paths.problem}
            </p>
            <p className={styles.buttons}>
              <button
                type="button"
                className={styles.button}
                onClick={() => onChange(questions.filter((_, i) => i !== index))}
              >
                {m.removeQuestion(index + 1)}
              </button>
            </p>
          </fieldset>
        );
      })}
      <p className={styles.buttons}>
        <button
          type="button"
          className={styles.button}
          onClick={() => onChange([...questions, newQuestion(questions.length)])}
        >
          {m.addQuestion}
        </button>
      </p>
    </>
  );
}
