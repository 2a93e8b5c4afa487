import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DeskFrame } from "@/desk/DeskFrame";
import { deskMessages } from "@/messages/desk";

// The publisher's desk (docs/adr/015-publishers-desk-in-the-web-app.md): its own frame, never indexed.
export const metadata: Metadata = {
  title: { default: deskMessages.title, template: `%s | ${deskMessages.title}` },
  robots: { index: false, follow: false },
};

export default function DeskLayout({ children }: { children: ReactNode }) {
  return <DeskFrame>{children}</DeskFrame>;
}
