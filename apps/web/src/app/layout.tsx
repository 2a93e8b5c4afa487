import { appThemeColour } from "@awd/core/app-icons";
import { readingComfortScript } from "@awd/core/reading-comfort";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { sessionHintScript } from "@/auth/session-hint";
import { registerServiceWorkerScript } from "@/lib/service-worker";
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
  themeColor: appThemeColour,
};

// The document only: the shared layout (header, footer, banners) belongs to the (site) and (audio)
// groups, so the bare pages (embedded, login) render without it (docs/product/site-and-urls.md#bare-pages).
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The head's scripts write the reader's settings and the sign-in hint on <html> before the first
    // paint, which React then finds differing from the prerendered attributes: expected, hence no
    // hydration warning.
    <html lang="ja" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a script made from core's own rule, no reader input */}
        <script dangerouslySetInnerHTML={{ __html: readingComfortScript() }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of the site's own (auth/session-hint.ts) */}
        <script dangerouslySetInnerHTML={{ __html: sessionHintScript() }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of the site's own */}
        <script dangerouslySetInnerHTML={{ __html: registerServiceWorkerScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
