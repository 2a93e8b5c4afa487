import { randomUUID, timingSafeEqual } from "node:crypto";
import { revalidatePath } from "next/cache";
import type { NextRequest } from "next/server";
import { revalidateSecret } from "@/lib/env";

// POST /awd/api/revalidate, called by the content importer: every prerendered page (lists, series,
// articles, audio pages, including the rewritten home lists) is regenerated on its next request.
// Guarded by the shared secret REVALIDATE_SECRET, sent as "Authorization: Bearer {secret}".
const matches = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export async function POST(request: NextRequest) {
  const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  if (!matches(given, revalidateSecret))
    return Response.json(
      { message: "invalid revalidation secret", status_code: 401, request_id: randomUUID() },
      { status: 401 },
    );
  revalidatePath("/", "layout");
  return Response.json({ data: { revalidated: true, at: new Date().toISOString() } });
}
