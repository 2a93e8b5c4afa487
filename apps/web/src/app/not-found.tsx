import type { Metadata } from "next";
import { NotFoundNotice } from "@/components/notices/NotFoundNotice";
import { notFoundMessages } from "@/messages/errors";

export const metadata: Metadata = { title: notFoundMessages.title };

// notFound() outside the site's layouts (bare pages): the notice alone. Unmatched URLs get
// global-not-found.tsx, the pages of (site) and (audio) their group's not-found, in their layout.
export default function NotFound() {
  return (
    <main>
      <NotFoundNotice />
    </main>
  );
}
