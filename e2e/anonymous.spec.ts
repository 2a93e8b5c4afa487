import { expect, test } from "@playwright/test";
import { apiUrl } from "./support/stack.ts";

test("home lists the newest articles of the edition", async ({ page, request }) => {
  const api = await request.get(`${apiUrl}/articles?limit=1`);
  const newest = (await api.json()).data.items[0];
  await page.goto("./");
  await expect(page).toHaveTitle(/AWD/);
  await expect(page.getByRole("heading", { level: 3, name: newest.titleEn })).toBeVisible();
  await expect(page.getByText(newest.titleJa)).toBeVisible();
});
