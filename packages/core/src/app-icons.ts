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

/** The brand colour of the icon and the installed app's title bar. */
export const appThemeColour = "#a4161a";
