import { type AuthorizationRight, emptyRight } from "@awd/core/rights";
import { act, render } from "@testing-library/react";
import { PathnameContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { reportSession, type SessionStatus } from "@/auth/session-store";
import { fakeApi } from "@/testing/fake-api";
import { fakeSessionActions } from "@/testing/reader-session";
import { PaidMarksSwitch } from "./PaidMarksSwitch.island";

// The 有料 marks of a list as a reader sees them: the prerendered list shows them to everyone, and
// they go (one attribute on <html>) once the reader is known to hold a right to paid articles.

const subscriber: AuthorizationRight = {
  ...emptyRight,
  productContentId: "digital",
  status: "available",
  startedAt: "2026-01-01T00:00:00Z",
  expireAt: "2099-12-31T00:00:00Z",
};

const marksHidden = () => document.documentElement.hasAttribute("data-paid-marks-hidden");

let page = 0;
/** A list page (a path of its own, so that the right is asked for it) with the API giving `right`. */
function listPage(status: SessionStatus, right: AuthorizationRight) {
  page += 1;
  window.history.replaceState(null, "", `/awd/category/news/${page}`);
  const sent = fakeApi(() => ({ status: 200, body: { data: { right, dueCount: 0, finished: [] } } }));
  act(() => reportSession({ status, user: null, error: null }));
  render(
    <PathnameContext value={`/awd/category/news/${page}`}>
      <PaidMarksSwitch />
    </PathnameContext>,
  );
  return sent;
}

beforeEach(() => {
  document.documentElement.removeAttribute("data-paid-marks-hidden");
  fakeSessionActions();
});

describe("PaidMarksSwitch", () => {
  it("keeps the marks for an anonymous reader, asking nothing", async () => {
    const sent = listPage("anonymous", subscriber);
    await act(async () => {});
    expect(marksHidden()).toBe(false);
    expect(sent).toEqual([]);
  });

  it.each([
    ["a subscriber", true, subscriber],
    ["a member without a subscription", false, emptyRight],
    ["a subscription that has ended", false, { ...subscriber, expireAt: "2020-01-31T00:00:00Z" }],
  ])("for %s, the marks hidden: %s", async (_, hidden, right) => {
    const sent = listPage("signed-in", right);
    await vi.waitFor(() => expect(sent.map((r) => r.path)).toEqual(["/reader/after-paint"]));
    await vi.waitFor(() => expect(marksHidden()).toBe(hidden));
  });
});
