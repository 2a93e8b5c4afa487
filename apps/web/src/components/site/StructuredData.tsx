import { jsonLdScriptText } from "@awd/core/structured-data";

// JSON-LD for crawlers (docs/product/search-engines-and-feeds.md#structured-data): a data block,
// never run as a script, rendered on the server and sending no code to the browser.
export function StructuredData({ data }: { data: readonly Record<string, unknown>[] }) {
  return data.map((item) => (
    <script
      key={String(item["@type"])}
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, so it cannot close its element
      dangerouslySetInnerHTML={{ __html: jsonLdScriptText(item) }}
    />
  ));
}
