import type { Metadata } from "next";
import { faqDocument } from "@/documents/faq";
import { faqHref } from "@/lib/paths";
import { shareMetadata } from "@/lib/share-metadata";
import { DocumentView } from "@/views/DocumentView";

export const metadata: Metadata = shareMetadata({ title: faqDocument.title, canonical: faqHref });

export default function FaqPage() {
  return <DocumentView document={faqDocument} />;
}
