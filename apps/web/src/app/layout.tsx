import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { shareMetadata, siteOrigin } from "@/lib/share-metadata";
import { siteMessages } from "@/messages/site";
import "@/styles/global.css";

export const metadata: Metadata = {
  ...shareMetadata({}),
  metadataBase: siteOrigin,
  title: { default: siteMessages.siteName, template: `%s | ${siteMessages.siteName}` },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#a4161a",
};

// The document only: the shared layout (header, footer, banners) belongs to the (site) and (audio)
// groups, so the bare pages (embedded, login) render without it (docs/product/site-and-urls.md#bare-pages).
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <body>{children}</body>
    </html>
  );
}
