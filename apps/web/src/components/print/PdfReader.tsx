import { imageZoom } from "@awd/core/constants";
import { clampZoom, zoomIn, zoomOut } from "@awd/core/image-zoom";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { useCallback, useEffect, useRef, useState } from "react";
import { printMessages } from "@/messages/print";
import { PageThumbnails } from "./PageThumbnails";
import { PdfPage } from "./PdfPage";
import styles from "./PdfReader.module.css";
import { usePinchZoom } from "./usePinchZoom";
import { ViewerToolbar } from "./ViewerToolbar";
import { fitWidthZoom, pageScale } from "./viewer-scale";

interface PageSize {
  widthPt: number;
  heightPt: number;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

/** The loaded issue: one page at a time, with the toolbar, keyboard, pinch and the thumbnail strip. */
export function PdfReader({ pdf, onFailed }: { pdf: PDFDocumentProxy; onFailed: () => void }) {
  const pageCount = pdf.numPages;
  const [page, setPage] = useState(1);
  const [zoom, setZoomValue] = useState<number>(imageZoom.default);
  const [isFitWidth, setFitWidth] = useState(false);
  const [pageSize, setPageSize] = useState<PageSize | null>(null);
  const [availableWidth, setAvailableWidth] = useState(0);
  const [renderedPage, setRenderedPage] = useState(0);
  const stage = useRef<HTMLElement>(null);

  // A new page starts at its top left.
  const goTo = useCallback(
    (wanted: number) => {
      setPage(Math.min(pageCount, Math.max(1, wanted)));
      stage.current?.scrollTo({ top: 0, left: 0 });
    },
    [pageCount],
  );
  const setZoom = useCallback((next: number) => {
    setFitWidth(false);
    setZoomValue(clampZoom(next));
  }, []);

  useEffect(() => {
    let cancelled = false;
    pdf.getPage(1).then((first) => {
      const { width, height } = first.getViewport({ scale: 1 });
      if (!cancelled) setPageSize({ widthPt: width, heightPt: height });
    }, onFailed);
    return () => {
      cancelled = true;
    };
  }, [pdf, onFailed]);

  // The width the page may take: the stage's inner width, followed as the window changes.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      setAvailableWidth(
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Fit to width is a mode: it holds while the window is resized, until the reader zooms.
  useEffect(() => {
    if (isFitWidth && pageSize) setZoomValue(fitWidthZoom(pageSize.widthPt, availableWidth));
  }, [isFitWidth, pageSize, availableWidth]);

  // Arrow keys turn pages, + and − zoom, wherever the focus is but in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const actions: Record<string, () => void> = {
        ArrowLeft: () => goTo(page - 1),
        ArrowRight: () => goTo(page + 1),
        "+": () => setZoom(zoomIn(zoom)),
        "=": () => setZoom(zoomIn(zoom)),
        "-": () => setZoom(zoomOut(zoom)),
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [goTo, page, zoom, setZoom]);

  usePinchZoom(stage, zoom, setZoom);

  const scale = pageSize ? pageScale(zoom, pageSize.widthPt, availableWidth) : 0;
  return (
    <div className={styles.reader}>
      <ViewerToolbar
        page={page}
        pageCount={pageCount}
        zoom={zoom}
        isFitWidth={isFitWidth}
        onPage={goTo}
        onZoomIn={() => setZoom(zoomIn(zoom))}
        onZoomOut={() => setZoom(zoomOut(zoom))}
        onZoom={setZoom}
        onFitWidth={() => setFitWidth(true)}
      />
      <section
        ref={stage}
        className={styles.stage}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the stage scrolls; keyboard readers must be able to focus it
        tabIndex={0}
        aria-label={printMessages.currentPage(page, pageCount)}
        data-zoom={zoom}
        data-rendered-page={renderedPage}
      >
        {pageSize && scale > 0 && (
          <div className={styles.sheet}>
            <PdfPage
              pdf={pdf}
              pageNumber={page}
              scale={scale}
              widthPx={Math.floor(pageSize.widthPt * scale)}
              heightPx={Math.floor(pageSize.heightPt * scale)}
              onRendered={setRenderedPage}
              onFailed={onFailed}
            />
          </div>
        )}
      </section>
      <p className="visually-hidden" aria-live="polite">
        {printMessages.currentPage(page, pageCount)}
      </p>
      <PageThumbnails pdf={pdf} pageCount={pageCount} current={page} onSelect={goTo} />
    </div>
  );
}
