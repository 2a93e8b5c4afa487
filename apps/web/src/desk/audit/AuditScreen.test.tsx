import type { AuditEntry } from "@awd/core/contract/desk-audit";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ok, problem, renderDesk, screenRequests, viewer } from "@/testing/desk";
import { itTellsAFailedRead } from "@/testing/desk-cases";
import { type FakeAnswer, heldBack, type SentRequest } from "@/testing/fake-api";
import { AuditScreen } from "./AuditScreen.island";

// The audit log as an operator reads it (a viewer may: it changes nothing): loading, the changes
// newest first with who did what to what, empty, a failure told as its status says with a way to read
// again, the filter sent as typed, and older changes added below on request.

const entry = (id: number, at: string, action: string, target: string): AuditEntry => ({
  id,
  at,
  operator: { subject: "auth0|op", email: "editor@awd.example" },
  action,
  target,
  before: null,
  after: { months: 12 },
});
const newer = entry(12, "2026-11-02T10:00:00+09:00", "course.grant", "hanako@awd.example");
const older = entry(11, "2026-11-01T10:00:00+09:00", "notice.add", "notice 3");
const oldest = entry(5, "2026-10-01T10:00:00+09:00", "linking-code.revoke", "…3F9A");

const page = (changes: AuditEntry[], nextBefore: number | null = null) => ok({ changes, nextBefore });
const paths = (sent: SentRequest[]) => screenRequests(sent).map((r) => r.path);
const targets = () =>
  within(screen.getByRole("table", { name: "変更履歴（新しい順）" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[3]?.textContent);

describe("AuditScreen", () => {
  it("says it is reading, then lists the changes newest first", async () => {
    const answer = heldBack<FakeAnswer>();
    const sent = await renderDesk(<AuditScreen />, viewer, () => answer.promise);
    expect(screen.getByText("変更履歴を読み込んでいます…").getAttribute("role")).toBe("status");
    expect(screen.getByRole("button", { name: "絞り込む" }).hasAttribute("disabled")).toBe(true);

    await act(async () => answer.resolve(page([older, newer])));
    expect(targets()).toEqual(["hanako@awd.example", "notice 3"]);
    const row = screen.getByRole("row", { name: /hanako@awd\.example/ });
    expect(within(row).getByText("コースの付与")).toBeTruthy();
    expect(within(row).getByText("editor@awd.example")).toBeTruthy();
    expect(within(row).getByText("なし")).toBeTruthy();
    expect(paths(sent)).toEqual(["/desk/audit"]);
    expect(screen.queryByRole("button", { name: "さらに古い変更を読み込む" })).toBeNull();
  });

  it("says when no change matches", async () => {
    await renderDesk(<AuditScreen />, viewer, () => page([]));
    expect(await screen.findByText("該当する変更はありません。")).toBeTruthy();
  });

  itTellsAFailedRead(() => <AuditScreen />, {
    permissions: viewer,
    answer: () => page([newer]),
    loaded: () => screen.findByRole("table", { name: "変更履歴（新しい順）" }),
  });

  it("sends the filter as typed, trimmed, and shows what it found", async () => {
    const sent = await renderDesk(<AuditScreen />, viewer, (r) =>
      r.path.includes("?") ? page([newer]) : page([newer, older]),
    );
    await screen.findByRole("table");
    const form = screen.getByRole("form", { name: "絞り込み" });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByRole("combobox", { name: "操作" }), "コースの付与");
    await user.type(within(form).getByRole("textbox", { name: /操作した人/ }), " editor ");
    await user.click(within(form).getByRole("button", { name: "絞り込む" }));

    await vi.waitFor(() => expect(screen.queryAllByRole("row")).toHaveLength(2));
    expect(paths(sent)).toEqual(["/desk/audit", "/desk/audit?action=course.grant&operator=editor"]);
    expect(targets()).toEqual(["hanako@awd.example"]);
  });

  it("adds older changes below on request, with the same filter", async () => {
    const sent = await renderDesk(<AuditScreen />, viewer, (r) =>
      r.path.includes("before=") ? page([oldest]) : page([newer, older], 11),
    );
    await screen.findByRole("table");
    await userEvent.click(screen.getByRole("button", { name: "さらに古い変更を読み込む" }));
    await screen.findByText("…3F9A");
    expect(targets()).toEqual(["hanako@awd.example", "notice 3", "…3F9A"]);
    expect(paths(sent)).toEqual(["/desk/audit", "/desk/audit?before=11"]);
    expect(screen.queryByRole("button", { name: "さらに古い変更を読み込む" })).toBeNull();
  });

  it("tells older changes that could not be read, keeping those shown", async () => {
    await renderDesk(<AuditScreen />, viewer, (r) => (r.path.includes("before=") ? problem(403) : page([newer], 11)));
    await screen.findByRole("table");
    await userEvent.click(screen.getByRole("button", { name: "さらに古い変更を読み込む" }));
    expect((await screen.findByRole("alert")).textContent).toBe("この操作を行う権限がありません。");
    expect(targets()).toEqual(["hanako@awd.example"]);
  });
});
