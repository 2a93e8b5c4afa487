"use client";

import type { ReactNode } from "react";
import { useVisitor } from "@/auth/visitor-hook";

/** What only non-subscribers see (the bottom subscribe banner): rendered for everyone on the server. */
export function NonSubscriberOnly({ children }: { children: ReactNode }) {
  const { permissions } = useVisitor();
  return permissions.showSubscribeBanner ? children : null;
}
