import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { notifyError, notifySuccess } from "@/engagement/notify-error";

// The toasts as a reader sees them at the top right: a server's failure or the news of a success,
// shown by whichever island calls notifyError or notifySuccess (the container is mounted on the
// first call, once), the same message twice being one toast, each with its close button in Japanese.

const region = () => screen.getByRole("region", { name: "通知" });
const toasts = () =>
  within(region())
    .queryAllByRole("alert")
    .map((toast) => toast.textContent);

describe("ErrorToasts", () => {
  it("shows an error, then a success, each once, with a close button", async () => {
    notifyError("保存できませんでした（エラー 503）");
    await waitFor(() =>
      expect(toasts().some((text) => text?.includes("保存できませんでした（エラー 503）"))).toBe(true),
    );
    expect(document.querySelectorAll("[data-error-toasts]")).toHaveLength(1);

    notifyError("保存できませんでした（エラー 503）");
    notifySuccess("保存しました");
    await waitFor(() => expect(toasts().some((text) => text?.includes("保存しました"))).toBe(true));
    expect(toasts().filter((text) => text?.includes("保存できませんでした"))).toHaveLength(1);
    expect(within(region()).getAllByRole("button", { name: "通知を閉じる" }).length).toBeGreaterThanOrEqual(2);
    expect(document.querySelectorAll("[data-error-toasts]")).toHaveLength(1);
  });
});
