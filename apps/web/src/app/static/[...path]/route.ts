import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { fetchWithAnswerTimeout } from "@/lib/api-timeout";
import { staticUrl } from "@/lib/env";

// /awd/static/{path}: the API's static files (images, audio) under the site's own origin, so the
// image optimiser reads them as local paths and the browser needs no other host. Byte ranges (audio
// seeking) and validators pass through; the API's Cache-Control is kept.
const requestHeaders = ["range", "if-none-match", "if-modified-since"];
const responseHeaders = [
  "content-type",
  "content-length",
  "content-range",
  "accept-ranges",
  "cache-control",
  "etag",
  "last-modified",
];

export async function GET(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const headers = new Headers();
  for (const name of requestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const url = `${staticUrl}/${path.map(encodeURIComponent).join("/")}${request.nextUrl.search}`;
  const upstream = await fetchWithAnswerTimeout(url, { headers, cache: "no-store" }).catch((error: Error) => error);
  if (upstream instanceof Error) {
    const timedOut = upstream.name === "TimeoutError";
    const status = timedOut ? 504 : 502;
    const message = timedOut ? "the file server did not answer in time" : "the file server could not be reached";
    return Response.json({ message, status_code: status, request_id: randomUUID() }, { status });
  }
  const answer = new Headers();
  for (const name of responseHeaders) {
    const value = upstream.headers.get(name);
    if (value) answer.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: answer });
}
