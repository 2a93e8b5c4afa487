// The installed app's icons (docs/product/offline-and-reading-comfort.md#installable-site): PNGs
// rendered from the site's SVG icon (apps/web/src/app/icon.svg) by `npm run content:app-icons` and
// kept in apps/web/src/assets/app-icons/, so the favicon and the app's icon have one source
// (scripts/content/app-icons.test.ts checks the PNGs are what the SVG renders to).
export const appIcons = [
  { file: "icon-192.png", size: 192, purpose: "any" },
  { file: "icon-512.png", size: 512, purpose: "any" },
  // A maskable icon is cropped to a circle or squircle by the launcher: the mark stays inside the
  // middle 80 % on a full-bleed brand background.
  { file: "icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const;

export type AppIcon = (typeof appIcons)[number];

/**
 * The podcast feed's cover art (docs/product/podcast-feed.md): podcast apps take a square PNG or JPEG
 * of 1,400 to 3,000 pixels, so it is the maskable icon's drawing (the mark on the brand colour) at
 * 1,400. The API serves it with the content's media, at media/{path}.
 */
export const podcastCover = {
  file: "podcast-cover.png",
  size: 1400,
  purpose: "maskable",
  path: "podcast/cover.png",
} as const;

/** The brand colour of the icon and the installed app's title bar. */
export const appThemeColour = "#a4161a";
