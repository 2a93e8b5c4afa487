import type { Metadata } from "next";
import { guideDocument } from "@/documents/guide";
import { DocumentView } from "@/views/DocumentView";

export const metadata: Metadata = { title: guideDocument.title };

export default function GuidePage() {
  return <DocumentView document={guideDocument} />;
}
