// Renders the installed app's icons (@awd/core/app-icons) from the site's SVG icon into
// apps/web/src/assets/app-icons/, and the podcast feed's cover into content/media/podcast/. They are kept in the repository rather than rendered by a route at
// build: a route importing sharp made Turbopack add its async-module support to the runtime every
// page loads (0.5 KB gzip). scripts/content/app-icons.test.ts checks the kept PNGs are up to date.
// Usage: npm run content:app-icons
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { type AppIcon, appIcons, appThemeColour, podcastCover } from "@awd/core/app-icons";
import sharp from "sharp";

const webSrc = fileURLToPath(new URL("../../apps/web/src/", import.meta.url));
export const iconSvgPath = `${webSrc}app/icon.svg`;
export const appIconPath = (icon: AppIcon) => `${webSrc}assets/app-icons/${icon.file}`;
export const podcastCoverPath = fileURLToPath(new URL(`../../content/media/${podcastCover.path}`, import.meta.url));

const maskableMarkShare = 0.8;

export async function renderAppIcon(svg: Buffer, icon: AppIcon | typeof podcastCover): Promise<Buffer> {
  const markSize = icon.purpose === "maskable" ? Math.round(icon.size * maskableMarkShare) : icon.size;
  const mark = await sharp(svg, { density: 72 * (markSize / 64) })
    .resize(markSize, markSize)
    .png()
    .toBuffer();
  if (icon.purpose !== "maskable") return mark;
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: appThemeColour } })
    .composite([{ input: mark, gravity: "center" }])
    .png()
    .toBuffer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const svg = readFileSync(iconSvgPath);
  for (const icon of appIcons) {
    writeFileSync(appIconPath(icon), await renderAppIcon(svg, icon));
    console.log(`wrote ${appIconPath(icon)}`);
  }
  mkdirSync(dirname(podcastCoverPath), { recursive: true });
  writeFileSync(podcastCoverPath, await renderAppIcon(svg, podcastCover));
  console.log(`wrote ${podcastCoverPath}`);
}
