import { randomUUID, timingSafeEqual } from "node:crypto";
import { frontRefreshHeader } from "@awd/core/deployment";
import { revalidatePath } from "next/cache";
import type { NextRequest } from "next/server";
import { pageSize, refreshEdition } from "@/lib/content";
import { markContentChanged } from "@/lib/content-changes";
import { frontUrl, revalidateSecret, webProcessUrls } from "@/lib/env";
import { pagesToRefresh } from "@/lib/front-refresh";

// POST /awd/api/revalidate, called by the content importer and the desk, with the shared secret
// REVALIDATE_SECRET as "Authorization: Bearer {secret}" and, from the importer, the ids of the
// articles it wrote. Every prerendered page (lists, series, articles, audio pages, the rewritten home
// lists) is regenerated on its next request — in every web process of the site (WEB_PROCESS_URLS),
// each asked in turn — and then the caching front (FRONT_URL) fetches the pages that changed again
// (docs/adr/011).

const thisProcessOnly = "x-awd-revalidate-scope";
const processTimeoutMs = 10_000;
const pageTimeoutMs = 30_000;
const refreshConcurrency = 4;

const maxArticleIds = 100_000;

/** The ids of the articles an import wrote; an empty body names none. Undefined when malformed. */
function articleIdsOf(text: string): number[] | undefined {
  if (text.trim() === "") return [];
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
    const { articleIds = [], ...rest } = body as { articleIds?: unknown };
    const valid =
      Object.keys(rest).length === 0 &&
      Array.isArray(articleIds) &&
      articleIds.length <= maxArticleIds &&
      articleIds.every((id) => Number.isSafeInteger(id) && id > 0);
    return valid ? articleIds : undefined;
  } catch {
    return undefined;
  }
}

const matches = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const problem = (status: number, message: string) =>
  Response.json({ message, status_code: status, request_id: randomUUID() }, { status });

/** Asks every web process to regenerate; the URLs of those that did not. */
async function regenerateEveryProcess(): Promise<string[]> {
  const answers = await Promise.all(
    webProcessUrls.map((url) =>
      fetch(`${url}/awd/api/revalidate`, {
        method: "POST",
        headers: { authorization: `Bearer ${revalidateSecret}`, [thisProcessOnly]: "1" },
        signal: AbortSignal.timeout(processTimeoutMs),
      }).then(
        (response) => response.ok,
        () => false,
      ),
    ),
  );
  return webProcessUrls.filter((_, i) => !answers[i]);
}

/** Has the front fetch each page again, a few at a time; the pages it could not. */
async function refreshFront(front: string, articleIds: number[]): Promise<{ refreshed: number; failed: string[] }> {
  const queue = pagesToRefresh(await refreshEdition(articleIds), pageSize);
  const total = queue.length;
  const failed: string[] = [];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await fetch(`${front}${url}`, {
        headers: { [frontRefreshHeader]: revalidateSecret },
        signal: AbortSignal.timeout(pageTimeoutMs),
      }).catch(() => undefined);
      await response?.arrayBuffer();
      if (!response?.ok) failed.push(url);
    }
  };
  await Promise.all(Array.from({ length: refreshConcurrency }, worker));
  return { refreshed: total - failed.length, failed };
}

export async function POST(request: NextRequest) {
  const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  if (!matches(given, revalidateSecret)) return problem(401, "invalid revalidation secret");
  const articleIds = articleIdsOf(await request.text());
  if (!articleIds) return problem(422, 'the body must be empty or {"articleIds": [positive integers]}');
  const done = (data: object) => Response.json({ data: { revalidated: true, ...data, at: new Date().toISOString() } });
  if (request.headers.has(thisProcessOnly) || webProcessUrls.length === 0) {
    revalidatePath("/", "layout");
    markContentChanged();
  }
  if (request.headers.has(thisProcessOnly)) return done({});
  const silent = await regenerateEveryProcess();
  if (silent.length > 0)
    return problem(502, `these web processes did not regenerate their pages: ${silent.join(", ")}`);
  const processes = Math.max(1, webProcessUrls.length);
  if (!frontUrl) return done({ processes });
  const front = await refreshFront(frontUrl, articleIds);
  if (front.failed.length > 0)
    return problem(
      502,
      `the front could not fetch ${front.failed.length} page(s) again: ${front.failed.slice(0, 5).join(", ")}`,
    );
  return done({ processes, refreshedPages: front.refreshed });
}
