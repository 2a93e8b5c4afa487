// The installed app's icons (docs/product/offline-and-reading-comfort.md#installable-site): PNGs
// rendered at build from the site's SVG icon (app/icon.svg) by app/icons/[file]/route.ts.
export const appIcons = [
  { file: "icon-192.png", size: 192, purpose: "any" },
  { file: "icon-512.png", size: 512, purpose: "any" },
  // A maskable icon is cropped to a circle or squircle by the launcher: the mark stays inside the
  // middle 80 % on a full-bleed brand background.
  { file: "icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const;

export const appIconPath = (file: string) => `/awd/icons/${file}`;

/** The brand colour of the icon and the installed app's title bar. */
export const appThemeColour = "#a4161a";
