import type { DeskPermission } from "@awd/core/desk-permissions";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { deskImportMessages } from "@/messages/desk-import";
import { editor, ok, renderDesk, screenRequests } from "@/testing/desk";
import { IssueImportScreen } from "./IssueImportScreen.island";

// The weekly import before anything is sent: an operator without content:import is told so before
// choosing a file; one with it chooses a zip (anything else is refused at once) before uploading.
// The upload itself goes through XMLHttpRequest, which fakeApi does not answer: not covered here.

const importer: DeskPermission[] = ["desk:read", "content:import"];
const zip = (name: string, bytes = 3 * 2 ** 20) => new File([new Uint8Array(bytes)], name, { type: "application/zip" });

describe("IssueImportScreen", () => {
  it.each([
    ["an editor without content:import", editor],
    ["a viewer", ["desk:read"] as DeskPermission[]],
  ])("tells %s they may not import, offering no file and no upload", async (_, permissions) => {
    const sent = await renderDesk(<IssueImportScreen />, permissions, () => ok({}));
    expect(screen.getByText(deskImportMessages.notPermitted)).toBeTruthy();
    expect(screen.queryByLabelText("zipファイルを選ぶ")).toBeNull();
    expect(screen.queryByRole("button", { name: "アップロードして確認する" })).toBeNull();
    expect(screenRequests(sent)).toEqual([]);
  });

  it("lets an importer upload once a zip is chosen, naming it and its size", async () => {
    await renderDesk(<IssueImportScreen />, importer, () => ok({}));
    const upload = screen.getByRole("button", { name: "アップロードして確認する" });
    expect(upload.hasAttribute("disabled")).toBe(true);
    await userEvent.upload(screen.getByLabelText("zipファイルを選ぶ"), zip("2026-11-27.zip"));
    expect(screen.getByText("選んだファイル: 2026-11-27.zip（3.0 MB）")).toBeTruthy();
    expect(upload.hasAttribute("disabled")).toBe(false);
  });

  it("refuses a file that is not a zip at once", async () => {
    await renderDesk(<IssueImportScreen />, importer, () => ok({}));
    const input = screen.getByLabelText("zipファイルを選ぶ") as HTMLInputElement;
    // The file dialog's filter (accept) is the browser's; a file dropped or forced past it is refused here.
    await userEvent.upload(input, new File(["text"], "issue.pdf", { type: "application/pdf" }), { applyAccept: false });
    expect(screen.getByRole("alert").textContent).toBe("zipファイルを選んでください。");
    expect(screen.queryByText(/選んだファイル/)).toBeNull();
    expect(screen.getByRole("button", { name: "アップロードして確認する" }).hasAttribute("disabled")).toBe(true);
  });
});
