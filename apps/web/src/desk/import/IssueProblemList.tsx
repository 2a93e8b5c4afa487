import type { IssueProblem } from "@awd/core/contract/desk-import";
import { deskImportMessages, issueProblemText } from "@/messages/desk-import";
import styles from "./IssueImport.module.css";

/** Every problem of an uploaded issue, by file and field, in the operator's words. */
export function IssueProblemList({ problems }: { problems: IssueProblem[] }) {
  return (
    <section aria-labelledby="issue-problems">
      <h2 id="issue-problems" className={styles.heading}>
        {deskImportMessages.problemsHeading}
      </h2>
      <ul className={styles.problems}>
        {problems.map((problem) => (
          <li key={`${problem.file}|${problem.field}|${problem.code}|${problem.detail}`} className={styles.problem}>
            <code className={styles.file}>{problem.file || deskImportMessages.wholeZip}</code>
            {problem.field && <span className={styles.field}>{deskImportMessages.fieldLabel(problem.field)}</span>}
            <span>{issueProblemText[problem.code]}</span>
            <span className={styles.detail} lang="en">
              {problem.detail}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
