import { seriesCatalogue } from "./series.ts";

// spec §2: the popular-contents strip belongs to the shared layout, so every page with the layout
// shows it. The home and category lists hold it in their side column ("in-page"); a page that reads
// one article, audio or print edition carries a compact form below it, so the reading comes first.
export type PopularStripForm = "in-page" | "compact" | "full";

const seriesPaths = new Set(seriesCatalogue.map((series) => series.path));
const isId = (segment: string | undefined) => segment !== undefined && /^\d{1,9}$/.test(segment);

/** The form of the strip on a page, from its path inside the base path (`/news-topics/105`). */
export const popularStripForm = (pathname: string): PopularStripForm => {
  const segments = pathname.split("/").filter(Boolean);
  const [first = "", second] = segments;
  // "/latest/…" is where the home list's ?category= and ?page= are rewritten to.
  if (segments.length === 0 || first === "latest") return "in-page";
  if (segments.length !== 2) return "full";
  if ((seriesPaths.has(first) || first === "audios") && isId(second)) return "compact";
  return first === "print" ? "compact" : "full";
};
