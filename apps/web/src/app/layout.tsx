import type { Metadata } from "next";
import type { ReactNode } from "react";
import { messages } from "@/messages";
import "./global.css";

export const metadata: Metadata = {
  title: { default: messages.siteName, template: `%s | ${messages.siteName}` },
  description: messages.siteDescription,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <body>{children}</body>
    </html>
  );
}
