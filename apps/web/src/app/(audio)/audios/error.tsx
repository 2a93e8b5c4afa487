"use client";

import { ErrorNotice } from "@/components/notices/ErrorNotice.island";

export default function SiteError({ reset }: { error: Error; reset: () => void }) {
  return <ErrorNotice retry={reset} />;
}
