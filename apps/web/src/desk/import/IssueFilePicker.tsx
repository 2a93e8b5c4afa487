import { type DragEvent, useId, useState } from "react";
import { deskImportMessages } from "@/messages/desk-import";
import styles from "./IssueImport.module.css";

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const isZip = (file: File) => file.name.toLowerCase().endsWith(".zip");

/** The zip to upload: chosen with the file button or dropped on the box around it. */
export function IssueFilePicker({ file, onChoose }: { file: File | undefined; onChoose: (file: File) => void }) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [notZip, setNotZip] = useState(false);
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setNotZip(!isZip(chosen));
    if (isZip(chosen)) onChoose(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file button inside does the same
    <div
      className={dragging ? `${styles.dropZone} ${styles.dragging}` : styles.dropZone}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <label htmlFor={inputId} className={styles.chooseLabel}>
        {deskImportMessages.choose}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".zip,application/zip"
        className={styles.fileInput}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <p className={styles.hint}>{deskImportMessages.dropHere}</p>
      {file && <p>{deskImportMessages.chosen(file.name, megabytes(file.size))}</p>}
      {notZip && (
        <p role="alert" className={styles.error}>
          {deskImportMessages.notZip}
        </p>
      )}
    </div>
  );
}
