"use client";

import { notices as noticeLimits } from "@awd/core/constants";
import type { Notice } from "@awd/core/contract/notices";
import { useEffect, useRef, useState } from "react";
import { engagementMessages } from "@/messages/engagement";
import styles from "./NoticeRotator.module.css";

/** The notice shown after `index` among `count`, round and round. */
const nextNotice = (index: number, count: number) => (count === 0 ? 0 : (index + 1) % count);

// docs/product/lists-and-paging.md#notices: the notices (at most 3) take turns every 3000 ms. The
// turns pause while the pointer is over them or the keyboard is in them, stop at the reader's word
// (a pause button, WCAG 2.2.2: a small icon button, named for a screen reader, pressed while stopped), and never start when the reader asks for reduced motion; then, as
// without JavaScript, every notice shows at once (NoticeRotator.module.css). The notices share one
// place, so turning moves nothing.
export function NoticeRotator({ notices }: { notices: Notice[] }) {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  // Pause while the pointer is over the notices or the keyboard is in them.
  const rotator = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = rotator.current;
    if (!element) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    element.addEventListener("pointerenter", enter);
    element.addEventListener("pointerleave", leave);
    element.addEventListener("focusin", focusIn);
    element.addEventListener("focusout", focusOut);
    return () => {
      element.removeEventListener("pointerenter", enter);
      element.removeEventListener("pointerleave", leave);
      element.removeEventListener("focusin", focusIn);
      element.removeEventListener("focusout", focusOut);
    };
  }, []);

  const turns = notices.length > 1 && !reducedMotion;
  const paused = hovered || focused || stopped;
  useEffect(() => {
    if (!turns || paused) return;
    const timer = window.setInterval(
      () => setCurrent((index) => nextNotice(index, notices.length)),
      noticeLimits.rotationMs,
    );
    return () => window.clearInterval(timer);
  }, [turns, paused, notices.length]);

  return (
    <div ref={rotator} className={styles.rotator} data-turns={turns || undefined}>
      <ul className={styles.list}>
        {notices.map((notice, index) => (
          <li key={notice.id} className={styles.item} data-current={index === current || undefined}>
            {notice.url ? <a href={notice.url}>{notice.message}</a> : notice.message}
          </li>
        ))}
      </ul>
      {notices.length > 1 && (
        <button type="button" className={styles.toggle} aria-pressed={stopped} onClick={() => setStopped(!stopped)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
            <path fill="currentColor" d={stopped ? "M8 5v14l11-7Z" : "M7 5h3.5v14H7Zm6.5 0H17v14h-3.5Z"} />
          </svg>
          <span className="visually-hidden">{engagementMessages.noticesPause}</span>
        </button>
      )}
    </div>
  );
}
