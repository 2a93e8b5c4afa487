import type { ReactNode } from "react";
import { SiteFrame } from "@/components/site/SiteFrame";

// The print edition's pages keep the site's header, navigation and footer.
export default function PrintLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
