import { canZoomIn, canZoomOut, zoomPresets } from "@awd/core/image-zoom";
import { type FormEvent, useEffect, useId, useState } from "react";
import { printMessages } from "@/messages/print";
import styles from "./ViewerToolbar.module.css";
import { parsePageNumber } from "./viewer-scale";

interface ViewerToolbarProps {
  page: number;
  pageCount: number;
  zoom: number;
  isFitWidth: boolean;
  onPage: (page: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onZoom: (zoom: number) => void;
  onFitWidth: () => void;
}

const customZoom = "custom";

/** A step of the page or the zoom, drawn as one sign (‹ › − +) and named for a screen reader. */
function StepButton({
  sign,
  label,
  disabled,
  onClick,
}: {
  sign: string;
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.button} onClick={onClick} disabled={disabled} aria-label={label}>
      <span aria-hidden="true">{sign}</span>
    </button>
  );
}

/** Page navigation (buttons and a page number field) and zoom (buttons, presets, fit to width). */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const { page, pageCount, zoom, isFitWidth } = props;
  const [draft, setDraft] = useState(String(page));
  const pageFieldId = useId();
  const zoomFieldId = useId();
  useEffect(() => setDraft(String(page)), [page]);

  const goToDraft = (event?: FormEvent) => {
    event?.preventDefault();
    const wanted = parsePageNumber(draft, pageCount);
    if (wanted === undefined) setDraft(String(page));
    else props.onPage(wanted);
  };
  const isPreset = zoomPresets.includes(zoom);

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={printMessages.toolbar}>
      <form className={styles.group} onSubmit={goToDraft}>
        <StepButton
          sign="‹"
          label={printMessages.previousPage}
          disabled={page <= 1}
          onClick={() => props.onPage(page - 1)}
        />
        <label htmlFor={pageFieldId} className="visually-hidden">
          {printMessages.pageNumber}
        </label>
        <input
          id={pageFieldId}
          className={styles.pageField}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="go"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => goToDraft()}
        />
        <span className={styles.pageCount}>{printMessages.pageCount(pageCount)}</span>
        <StepButton
          sign="›"
          label={printMessages.nextPage}
          disabled={page >= pageCount}
          onClick={() => props.onPage(page + 1)}
        />
      </form>
      <div className={styles.group}>
        <StepButton sign="−" label={printMessages.zoomOut} disabled={!canZoomOut(zoom)} onClick={props.onZoomOut} />
        <label htmlFor={zoomFieldId} className="visually-hidden">
          {printMessages.zoomPreset}
        </label>
        <select
          id={zoomFieldId}
          className={styles.zoomField}
          value={isPreset ? String(zoom) : customZoom}
          onChange={(event) => props.onZoom(Number(event.target.value))}
        >
          {!isPreset && (
            <option value={customZoom} disabled>
              {printMessages.zoomPercent(zoom)}
            </option>
          )}
          {zoomPresets.map((preset) => (
            <option key={preset} value={String(preset)}>
              {printMessages.zoomPercent(preset)}
            </option>
          ))}
        </select>
        <StepButton sign="+" label={printMessages.zoomIn} disabled={!canZoomIn(zoom)} onClick={props.onZoomIn} />
        <button type="button" className={styles.textButton} onClick={props.onFitWidth} aria-pressed={isFitWidth}>
          {printMessages.fitWidth}
        </button>
      </div>
    </div>
  );
}
