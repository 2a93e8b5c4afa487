import { basePath } from "@awd/core/base-path";
import { seriesCatalogue } from "@awd/core/series";
import { type NextRequest, NextResponse } from "next/server";
import { articleKeys, pageSize } from "@/lib/content";
import { contentChangedAt } from "@/lib/content-changes";
import { type Existence, knownArticles } from "@/lib/known-articles";
import { listPageNumber } from "@/lib/list-page-url";

// Article URLs whose series or id does not exist, and list pages past the last one, are answered
// 404 here, before any page is rendered: Next.js writes every rendered URL of these routes to its
// page cache on disk, a 404 included, so made-up ids or pages would fill the disk (docs/adr/009 has
// the numbers).

const seriesPaths = new Set(seriesCatalogue.map((s) => s.path));
const articleId = /^[1-9]\d{0,8}$/;

const known = knownArticles({
  load: articleKeys,
  changedAt: contentChangedAt,
});

/** Whether the article (or audio) page of this path exists; undefined for any other path. */
async function articleExists(segments: string[]): Promise<Existence | undefined> {
  const [first = "", second = "", third = ""] = segments;
  if (segments.length === 3 && first === "embedded") return exists(second, third);
  if (segments.length !== 2) return undefined;
  if (first === "audios") return articleId.test(second) && known.id(Number(second));
  return exists(first, second);
}

const exists = (series: string, id: string): Existence | Promise<Existence> =>
  seriesPaths.has(series) && articleId.test(id) ? known.article(series, Number(id)) : false;

// Nothing is routed here, so the site's own 404 page answers, and nothing is rendered or cached.
const unroutedPath = `${basePath}/not-found/unknown/article`;

async function listPageExists(segments: string[], query: URLSearchParams): Promise<Existence | undefined> {
  const page = listPageNumber(segments, query);
  return page === undefined ? undefined : known.listPage(page, pageSize);
}

export async function proxy(request: NextRequest) {
  const segments = request.nextUrl.pathname.split("/").filter(Boolean);
  const exists =
    (await articleExists(segments)) ?? (await listPageExists(segments, request.nextUrl.searchParams)) ?? true;
  if (exists === false) return NextResponse.rewrite(new URL(unroutedPath, request.url));
  return NextResponse.next();
}

// Two segments under the base path (an article of a series, or /audios/ID) and /embedded/SERIES/ID;
// the site's own two-segment routes (the desk's screens among them) and the API on the site's origin
// (reader-api, docs/adr/017: core's siteApiPath) are left alone. Then the paged
// lists, in both forms. (Next.js reads this object without running the module: literals only.)
export const config = {
  matcher: [
    "/((?!_next|static|api|login|print|lp|latest|contents|auth|mypage|search|embedded|serwist|sitemaps|feeds|desk|reader-api)[^/]+)/:id",
    "/embedded/:series/:id",
    "/:list/page/:page",
    "/latest/:filter/:page",
    { source: "/", has: [{ type: "query", key: "page" }] },
    { source: "/:list", has: [{ type: "query", key: "page" }] },
  ],
};
