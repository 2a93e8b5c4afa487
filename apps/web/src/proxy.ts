import { basePath } from "@awd/core/constants";
import { seriesCatalogue } from "@awd/core/series";
import { type NextRequest, NextResponse } from "next/server";
import { allArticles } from "@/lib/content";
import { type Existence, knownArticles } from "@/lib/known-articles";

// Article URLs whose series or id does not exist are answered 404 here, before any page is
// rendered: Next.js writes every rendered article URL to its page cache on disk, a 404 included,
// so made-up ids would fill the disk (docs/adr/009 has the numbers).

const seriesPaths = new Set(seriesCatalogue.map((s) => s.path));
const articleId = /^[1-9]\d{0,8}$/;

const known = knownArticles({
  load: async () => (await allArticles("/articles")).map((a) => ({ seriesPath: a.seriesPath, id: a.id })),
});

/** Whether the article (or audio) page of this path exists; undefined for any other path. */
async function articleExists(segments: string[]): Promise<Existence | undefined> {
  const [first = "", second = "", third] = segments;
  if (first === "audios") return articleId.test(second) && known.id(Number(second));
  if (first === "embedded" && third !== undefined) return exists(second, third);
  if (third === undefined) return exists(first, second);
  return undefined;
}

const exists = (series: string, id: string): Existence | Promise<Existence> =>
  seriesPaths.has(series) && articleId.test(id) ? known.article(series, Number(id)) : false;

// Nothing is routed here, so the site's own 404 page answers, and nothing is rendered or cached.
const unroutedPath = `${basePath}/not-found/unknown/article`;

export async function proxy(request: NextRequest) {
  const segments = request.nextUrl.pathname.split("/").filter(Boolean);
  if ((await articleExists(segments)) === false) return NextResponse.rewrite(new URL(unroutedPath, request.url));
  return NextResponse.next();
}

// Two segments under the base path (an article of a series, or /audios/ID) and /embedded/SERIES/ID;
// the site's own two-segment routes are left alone.
export const config = {
  matcher: [
    "/((?!_next|static|api|login|print|lp|latest|contents|auth|mypage|search|embedded)[^/]+)/:id",
    "/embedded/:series/:id",
  ],
};
