"use client";

import { showsPaidMarks } from "@awd/core/article-access";
import { useEffect } from "react";
import { useVisitor } from "@/auth/visitor-hook";

/** The attribute on <html> that hides the 有料 marks of lists (Marks.module.css). */
const paidMarksHiddenAttribute = "data-paid-marks-hidden";

/**
 * Lists are prerendered the same for everyone, with their 有料 marks. Once the reader is known to
 * hold a right, one attribute on <html> hides every mark; the marks keep their room, so nothing moves.
 * While the right is being fetched again (a new page), the last decision stays.
 */
export function PaidMarksSwitch() {
  const { ready, visitor, right } = useVisitor();
  const hidden = !showsPaidMarks(visitor, Date.now(), right.status === "unconfirmed");
  useEffect(() => {
    if (ready) document.documentElement.toggleAttribute(paidMarksHiddenAttribute, hidden);
  }, [ready, hidden]);
  return null;
}
