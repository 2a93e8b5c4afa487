import type { Metadata } from "next";
import { IssueImportScreen } from "@/desk/import/IssueImportScreen.island";
import { deskImportMessages } from "@/messages/desk-import";

export const metadata: Metadata = { title: deskImportMessages.title };

export default function DeskImportPage() {
  return <IssueImportScreen />;
}
