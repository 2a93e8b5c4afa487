import type { ReactNode } from "react";
import { SiteFrame } from "@/components/site/SiteFrame";

// spec §2: audio pages have a grey background and no subscribe banner.
export default function AudioLayout({ children }: { children: ReactNode }) {
  return <SiteFrame variant="audio">{children}</SiteFrame>;
}
