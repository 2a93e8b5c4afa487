import type { Metadata } from "next";
import { helpDocument } from "@/documents/help";
import { helpHref } from "@/lib/paths";
import { shareMetadata } from "@/lib/share-metadata";
import { DocumentView } from "@/views/DocumentView";

export const metadata: Metadata = shareMetadata({ title: helpDocument.title, canonical: helpHref });

export default function HelpPage() {
  return <DocumentView document={helpDocument} />;
}
