import type { Metadata } from "next";
import { guideDocument } from "@/documents/guide";
import { guideHref } from "@/lib/paths";
import { shareMetadata } from "@/lib/share-metadata";
import { DocumentView } from "@/views/DocumentView";

export const metadata: Metadata = shareMetadata({ title: guideDocument.title, canonical: guideHref });

export default function GuidePage() {
  return <DocumentView document={guideDocument} />;
}
