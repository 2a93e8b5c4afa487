// What a page's HTML makes the browser do before its first paint, read from the HTML alone: the
// React Server Components (flight) payload Next.js writes inline (`self.__next_f.push(…)` scripts,
// parsed and hydrated before the page is interactive) and the stylesheets that block rendering.
// npm run check:js-budget holds both to a budget; npm run bench:lighthouse prints them per page.

/** The bytes (UTF-8) of the inline scripts that carry the flight payload. */
export function flightPayloadBytes(html: string): number {
  let bytes = 0;
  for (const script of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = script[1] ?? "";
    if (body.startsWith("self.__next_f.push(") || body.startsWith("(self.__next_f=self.__next_f||[]).push("))
      bytes += Buffer.byteLength(body);
  }
  return bytes;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(tag);

/**
 * The stylesheets that block the first paint: `<link rel="stylesheet">` outside the body's end with
 * no media that never matches a screen (print) and not disabled. An inline <style> blocks nothing
 * it has to fetch, so it is not counted.
 */
export function renderBlockingStylesheets(html: string): string[] {
  const sheets: string[] = [];
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const rel = attribute(tag, "rel");
    const rels = (rel?.[1] ?? rel?.[2] ?? rel?.[3] ?? "").toLowerCase().split(/\s+/);
    if (!rels.includes("stylesheet") || rels.includes("alternate")) continue;
    const media = attribute(tag, "media");
    const mediaValue = (media?.[1] ?? media?.[2] ?? media?.[3] ?? "all").trim().toLowerCase();
    if (mediaValue === "print" || attribute(tag, "disabled")) continue;
    const href = attribute(tag, "href");
    sheets.push(href?.[1] ?? href?.[2] ?? href?.[3] ?? "");
  }
  return sheets;
}
