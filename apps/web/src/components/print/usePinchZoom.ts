import { type RefObject, useEffect, useRef } from "react";
import { pinchZoom } from "./viewer-scale";

/**
 * Two-finger pinch on the element, and Ctrl + wheel (a trackpad's pinch on a computer), change the
 * zoom through the zoom rule. The element's CSS leaves one-finger scrolling to the browser
 * (touch-action: pan-x pan-y), so a pinch there zooms the page, not the whole site.
 */
export function usePinchZoom(target: RefObject<HTMLElement | null>, zoom: number, setZoom: (zoom: number) => void) {
  const latest = useRef({ zoom, setZoom });
  latest.current = { zoom, setZoom };

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const touches = new Map<number, { x: number; y: number }>();
    let pinch: { startZoom: number; startDistance: number } | undefined;
    const distance = () => {
      const [a, b] = [...touches.values()];
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
    };
    const down = (event: PointerEvent) => {
      if (event.pointerType !== "touch") return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (touches.size === 2) pinch = { startZoom: latest.current.zoom, startDistance: distance() };
    };
    const move = (event: PointerEvent) => {
      if (!touches.has(event.pointerId)) return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pinch && touches.size === 2)
        latest.current.setZoom(pinchZoom(pinch.startZoom, pinch.startDistance, distance()));
    };
    const up = (event: PointerEvent) => {
      touches.delete(event.pointerId);
      if (touches.size < 2) pinch = undefined;
    };
    const wheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      latest.current.setZoom(pinchZoom(latest.current.zoom, 100, 100 - event.deltaY));
    };
    element.addEventListener("pointerdown", down);
    element.addEventListener("pointermove", move);
    element.addEventListener("pointerup", up);
    element.addEventListener("pointercancel", up);
    element.addEventListener("wheel", wheel, { passive: false });
    return () => {
      element.removeEventListener("pointerdown", down);
      element.removeEventListener("pointermove", move);
      element.removeEventListener("pointerup", up);
      element.removeEventListener("pointercancel", up);
      element.removeEventListener("wheel", wheel);
    };
  }, [target]);
}
