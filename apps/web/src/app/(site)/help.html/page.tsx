import type { Metadata } from "next";
import { helpDocument } from "@/documents/help";
import { DocumentView } from "@/views/DocumentView";

export const metadata: Metadata = { title: helpDocument.title };

export default function HelpPage() {
  return <DocumentView document={helpDocument} />;
}
