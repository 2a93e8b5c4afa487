// DEVELOPERS.md: Debian's Chromium, headless, with these flags; a browser is never downloaded.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
