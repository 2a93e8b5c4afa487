"use client";

import { ErrorNotice } from "@/components/notices/ErrorNotice.island";
import "@/styles/global.css";

// An error in the root layout itself: the document has to be rendered again.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="ja">
      <body>
        <ErrorNotice retry={reset} />
      </body>
    </html>
  );
}
