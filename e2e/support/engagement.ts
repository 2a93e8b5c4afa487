import type { Page } from "@playwright/test";
import { apiPathOf } from "./stack.ts";

/** Waits until the engagement boot has run on the page: its first batch of events went out. */
export async function engagementHasRun(page: Page) {
  const isEvents = (url: URL) => apiPathOf(url) === "/events";
  await page.waitForRequest((r) => r.method() === "POST" && isEvents(new URL(r.url())), { timeout: 15_000 });
  // the card's decision runs beside the batch: give it a moment
  await page.waitForTimeout(1000);
}

/** Scrolls as a reader who reads on does, to the end of the article's text (else of the page). */
export async function readToTheEnd(page: Page) {
  await page.evaluate(() => {
    const end = document.querySelector("[data-reading-end]") ?? document.querySelector("[data-site-footer]");
    end?.scrollIntoView({ block: "end" });
  });
}
