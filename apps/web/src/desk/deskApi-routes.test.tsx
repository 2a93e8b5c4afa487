import { siteApiPath } from "@awd/core/base-path";
import { describe, expect, it, vi } from "vitest";
import { deskCodesSetPreviewCodeRoute } from "@/api/desk-codes.generated";
import { deskConfigRemoveRoute } from "@/api/desk-config.generated";
import { signInOperator } from "@/testing/desk";
import type { ActionKeys } from "./action-keys";
import { deskApi } from "./deskApi";

// A desk change called by its route goes with the Idempotency-Key of its method, filled-in path and
// body (action-keys.ts): the same change sent again is then applied once.

interface Sent {
  method: string;
  url: string;
  key: string | undefined;
}

function recordFetch(): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (input: string | URL, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    sent.push({ method: init.method ?? "GET", url: String(input), key: headers["Idempotency-Key"] });
    return new Response(JSON.stringify({ data: { month: "2026-11", code: "LIGHTHOUSE" } }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  return sent;
}

/** Keys that record what each was asked for. */
function recordingKeys(): ActionKeys & { asked: unknown[] } {
  const asked: unknown[] = [];
  return { asked, keyFor: (request) => `key-${asked.push(request)}`, done: () => {} };
}

describe("deskApi with a route of the contract", () => {
  it("keys a change by its method, its path with the parameters, and its body", async () => {
    signInOperator();
    const sent = recordFetch();
    const keys = recordingKeys();

    const answer = await deskApi(deskCodesSetPreviewCodeRoute, {
      params: { month: "2026-11" },
      body: { code: "LIGHTHOUSE" },
      keys,
    });

    expect(answer.code).toBe("LIGHTHOUSE");
    expect(keys.asked).toEqual([{ method: "POST", path: "/desk/preview-codes/2026-11", body: { code: "LIGHTHOUSE" } }]);
    expect(sent).toEqual([{ method: "POST", url: `${siteApiPath}/desk/preview-codes/2026-11`, key: "key-1" }]);
  });

  it("keys a removal by its query too, so removing another pattern is another change", async () => {
    signInOperator();
    const sent = recordFetch();
    const keys = recordingKeys();

    await deskApi(deskConfigRemoveRoute, { params: { key: "userFeedback" }, query: { pattern: "ab:B" }, keys });

    expect(keys.asked).toEqual([
      { method: "DELETE", path: "/desk/config/userFeedback?pattern=ab%3AB", body: undefined },
    ]);
    expect(sent.map((request) => [request.method, request.url, request.key])).toEqual([
      ["DELETE", `${siteApiPath}/desk/config/userFeedback?pattern=ab%3AB`, "key-1"],
    ]);
  });
});
