// Pages of the publisher outside this site (docs/product/site-and-urls.md#external-links), opened in a new tab.
// Set per deployment by environment variables at build time; the defaults are placeholders.
const origin = process.env.PUBLISHER_URL ?? "https://www.example.com";

export const externalLinks = {
  aboutUs: `${origin}/company/`,
  policy: `${origin}/policy/`,
  oldWeekly: `${origin}/weekly/`,
  digitalEditionAbout: `${origin}/awd/about/`,
  /** The application form (the apply button, the landing page): APPLY_URL, else on the publisher's site. */
  digitalEditionApply: process.env.APPLY_URL ?? `${origin}/awd/apply/`,
};
