// The popular-contents strip belongs to the shared layout, so every page with the layout
// shows it. The home and category lists hold it in their side column ("in-page"); a page that reads
// one article, audio or print edition carries a compact form below it, so the reading comes first.
// The rule reads the path alone (no series catalogue): it runs in the browser on every page.
export type PopularStripForm = "in-page" | "compact" | "full";

const isId = (segment: string | undefined) => segment !== undefined && /^\d{1,9}$/.test(segment);

/** The form of the strip on a page, from its path inside the base path (`/news-topics/105`). */
export const popularStripForm = (pathname: string): PopularStripForm => {
  const segments = pathname.split("/").filter(Boolean);
  const [first, second] = segments;
  // "/latest/…" is where the home list's ?category=, ?level= and ?page= are rewritten to.
  if (segments.length === 0 || first === "latest") return "in-page";
  if (segments.length !== 2) return "full";
  // /{series}/{id}, /audios/{id} and /print/{issueDate}
  return isId(second) || first === "print" ? "compact" : "full";
};
