import type { Metadata } from "next";
import { NoticesScreen } from "@/desk/editorial/NoticesScreen.island";
import { deskNoticesMessages } from "@/messages/desk-notices";

export const metadata: Metadata = { title: deskNoticesMessages.title };

export default function DeskNoticesPage() {
  return <NoticesScreen />;
}
