import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots.ts";

const rules = robotsTxt("https://awd.example/awd/sitemap.xml").split("\n");

describe("robotsTxt", () => {
  it("allows the site and names the sitemap index", () => {
    expect(rules[0]).toBe("User-agent: *");
    expect(rules).toContain("Allow: /awd/");
    expect(rules).toContain("Sitemap: https://awd.example/awd/sitemap.xml");
  });

  it.each([
    ["my page", "/awd/mypage"],
    ["the review", "/awd/review"],
    ["search results", "/awd/search"],
    ["the print edition", "/awd/print"],
    ["print PDFs", "/awd/static/print/"],
    ["the site's API routes", "/awd/api/"],
    ["sign-in", "/awd/login"],
  ])("keeps crawlers out of %s", (_, path) => {
    expect(rules).toContain(`Disallow: ${path}`);
  });
});
