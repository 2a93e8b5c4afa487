"use client";

import { reloadRight } from "@/auth/right-store";
import { useVisitor } from "@/auth/visitor-hook";
import { RequestFailedNotice } from "@/components/notices/RequestFailedNotice";

/**
 * On every page of the frame: a signed-in reader whose session or right cannot be confirmed just
 * now is told so (and it is asked again), where others would see the subscribe prompts.
 */
export function ReaderUnconfirmedNotice() {
  const { session, right } = useVisitor();
  const reload = () => void reloadRight();
  if (session.status === "unconfirmed")
    return <RequestFailedNotice request="session" status={undefined} reload={reload} />;
  if (right.status === "unconfirmed")
    return <RequestFailedNotice request="right" status={right.failedStatus} reload={reload} />;
  return null;
}
