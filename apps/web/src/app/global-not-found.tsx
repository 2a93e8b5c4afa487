import type { Metadata } from "next";
import { NotFoundNotice } from "@/components/notices/NotFoundNotice";
import { SiteFrame } from "@/components/site/SiteFrame";
import { notFoundMessages } from "@/messages/errors";
import "@/styles/global.css";

export const metadata: Metadata = { title: notFoundMessages.title };

// A URL that matches no route: a whole page of its own, with the site's layout. Unlike the root
// not-found, it is not sent along with every page.
export default function GlobalNotFound() {
  return (
    <html lang="ja">
      <body>
        <SiteFrame>
          <NotFoundNotice />
        </SiteFrame>
      </body>
    </html>
  );
}
