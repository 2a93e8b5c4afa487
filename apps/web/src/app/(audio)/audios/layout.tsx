import type { ReactNode } from "react";
import { SiteFrame } from "@/components/site/SiteFrame";

// docs/product/site-and-urls.md#audio-pages: audio pages have a grey background and no subscribe banner.
export default function AudioLayout({ children }: { children: ReactNode }) {
  return <SiteFrame variant="audio">{children}</SiteFrame>;
}
