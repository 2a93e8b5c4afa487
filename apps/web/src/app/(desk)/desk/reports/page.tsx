import type { Metadata } from "next";
import { ReportsScreen } from "@/desk/reports/ReportsScreen.island";
import { deskReportsMessages } from "@/messages/desk-reports";

export const metadata: Metadata = { title: deskReportsMessages.title };

// docs/product/publishers-desk.md#reports
export default function DeskReportsPage() {
  return <ReportsScreen />;
}
