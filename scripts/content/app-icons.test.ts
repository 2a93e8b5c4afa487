import { readFileSync } from "node:fs";
import { appIcons, podcastCover } from "@awd/core/app-icons";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { appIconPath, iconSvgPath, podcastCoverPath, renderAppIcon } from "./app-icons.ts";

describe("the installed app's icons", () => {
  it.each([
    ...appIcons.map((icon) => [icon.file, icon, appIconPath(icon)] as const),
    [podcastCover.file, podcastCover, podcastCoverPath] as const,
  ])("%s is what the site's SVG icon renders to (npm run content:app-icons)", async (_, icon, path) => {
    const kept = readFileSync(path);
    const { width, height } = await sharp(kept).metadata();
    expect([width, height]).toEqual([icon.size, icon.size]);
    const rendered = await renderAppIcon(readFileSync(iconSvgPath), icon);
    const pixels = async (png: Buffer) => (await sharp(png).raw().toBuffer()).toString("base64");
    expect(await pixels(kept)).toBe(await pixels(rendered));
  });
});
