import type { Metadata } from "next";
import { faqDocument } from "@/documents/faq";
import { DocumentView } from "@/views/DocumentView";

export const metadata: Metadata = { title: faqDocument.title };

export default function FaqPage() {
  return <DocumentView document={faqDocument} />;
}
