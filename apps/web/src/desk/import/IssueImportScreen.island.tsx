"use client";

import type { IssueImport, IssueImportEvent, IssueProblem } from "@awd/core/contract/desk-import";
import { useEffect, useRef, useState } from "react";
import { deskImportMessages } from "@/messages/desk-import";
import { DeskScreen } from "../DeskScreen";
import shared from "../desk-screen.module.css";
import { followIssueImport, runIssueImport, uploadIssue } from "../issue-import-client";
import { useDeskAction } from "../useDeskAction";
import { ImportedArticleLinks } from "./ImportedArticleLinks";
import { ImportProgressBar } from "./ImportProgressBar";
import { IssueFilePicker } from "./IssueFilePicker";
import { IssueProblemList } from "./IssueProblemList";

// docs/product/publishers-desk.md#weekly-import: choose a zip, upload it, read its problems or import it.

type Screen =
  | { kind: "choosing" }
  | { kind: "uploading"; percent: number }
  | { kind: "refused"; problems: IssueProblem[] }
  | { kind: "checked"; upload: IssueImport }
  | { kind: "importing"; upload: IssueImport; percent: number; step: string }
  | { kind: "done"; upload: IssueImport; message: string }
  | { kind: "failed"; upload: IssueImport; problems: IssueProblem[] };

/** The bar's share for each event: the articles are most of the work. */
function progressOf(event: IssueImportEvent): { percent: number; step: string } | undefined {
  const { step } = deskImportMessages;
  switch (event.type) {
    case "validated":
      return { percent: 5, step: step.validated };
    case "article":
      return {
        percent: 5 + Math.round((80 * event.done) / Math.max(1, event.total)),
        step: step.article(event.done, event.total),
      };
    case "media":
      return { percent: 90, step: step.media(event.files) };
    case "revalidated":
      return { percent: 95, step: step.revalidated };
    default:
      return undefined;
  }
}

export function IssueImportScreen() {
  const [file, setFile] = useState<File>();
  const [screen, setScreen] = useState<Screen>({ kind: "choosing" });
  const stop = useRef<AbortController>(undefined);
  useEffect(() => () => stop.current?.abort(), []);

  const upload = useDeskAction({
    run: async () => {
      if (!file) return undefined;
      setScreen({ kind: "uploading", percent: 0 });
      try {
        const answer = await uploadIssue(file, (percent) => setScreen({ kind: "uploading", percent }));
        setScreen(answer.kind === "checked" ? { kind: "checked", upload: answer.upload } : answer);
      } catch (failure) {
        setScreen({ kind: "choosing" });
        throw failure;
      }
      return undefined;
    },
  });

  const runImport = useDeskAction<IssueImport>({
    run: async (checked) => {
      setScreen({ kind: "importing", upload: checked, percent: 0, step: "" });
      stop.current = new AbortController();
      try {
        await runIssueImport(checked.id);
        await followIssueImport(
          checked.id,
          (event) => {
            if (event.type === "done")
              setScreen({
                kind: "done",
                upload: checked,
                message: deskImportMessages.done(event.counts.written, event.counts.unchanged),
              });
            else if (event.type === "failed") setScreen({ kind: "failed", upload: checked, problems: event.problems });
            else {
              const progress = progressOf(event);
              if (progress) setScreen({ kind: "importing", upload: checked, ...progress });
            }
          },
          stop.current.signal,
        );
      } catch (failure) {
        setScreen({ kind: "checked", upload: checked });
        throw failure;
      }
      return undefined;
    },
  });

  const startOver = () => {
    setFile(undefined);
    upload.clear();
    runImport.clear();
    setScreen({ kind: "choosing" });
  };

  // An operator without content:import is told so before choosing a file, not after uploading it.
  return (
    <DeskScreen
      title={deskImportMessages.title}
      lead={deskImportMessages.lead}
      gate={{ area: "import", refused: deskImportMessages.notPermitted }}
      outcome={runImport.outcome.kind === "problem" ? runImport.outcome : upload.outcome}
    >
      {(screen.kind === "choosing" || screen.kind === "uploading") && (
        <>
          <IssueFilePicker file={file} onChoose={setFile} />
          <button
            type="button"
            className={shared.primary}
            disabled={!file || screen.kind === "uploading"}
            onClick={() => {
              runImport.clear();
              void upload.start();
            }}
          >
            {deskImportMessages.upload}
          </button>
          {screen.kind === "uploading" && (
            <p role="status">
              {screen.percent < 100 ? deskImportMessages.uploading(screen.percent) : deskImportMessages.checking}
            </p>
          )}
        </>
      )}
      {screen.kind === "refused" && (
        <>
          <p role="alert" className={shared.error}>
            {deskImportMessages.refused}
          </p>
          <IssueProblemList problems={screen.problems} />
        </>
      )}
      {screen.kind === "checked" && !screen.upload.valid && (
        <>
          <p role="alert" className={shared.error}>
            {deskImportMessages.invalid(screen.upload.problems.length)}
          </p>
          <IssueProblemList problems={screen.upload.problems} />
        </>
      )}
      {screen.kind === "checked" && screen.upload.valid && (
        <>
          <p role="status">
            {deskImportMessages.valid(
              screen.upload.issue ?? "",
              screen.upload.articles.length,
              screen.upload.mediaFiles,
            )}
          </p>
          <ImportedArticleLinks heading={deskImportMessages.articlesHeading} articles={screen.upload.articles} />
          <button
            type="button"
            className={shared.primary}
            onClick={() => {
              upload.clear();
              void runImport.start(screen.upload);
            }}
          >
            {deskImportMessages.run}
          </button>
        </>
      )}
      {screen.kind === "importing" && <ImportProgressBar percent={screen.percent} step={screen.step} />}
      {screen.kind === "done" && (
        <>
          <ImportProgressBar percent={100} step={screen.message} />
          <ImportedArticleLinks heading={deskImportMessages.newArticles} articles={screen.upload.articles} />
        </>
      )}
      {screen.kind === "failed" && (
        <>
          <p role="alert" className={shared.error}>
            {deskImportMessages.failed}
          </p>
          <IssueProblemList problems={screen.problems} />
        </>
      )}
      {screen.kind !== "choosing" && screen.kind !== "uploading" && screen.kind !== "importing" && (
        <button type="button" className={shared.secondary} onClick={startOver}>
          {deskImportMessages.another}
        </button>
      )}
    </DeskScreen>
  );
}
