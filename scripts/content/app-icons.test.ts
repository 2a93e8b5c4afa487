import { readFileSync } from "node:fs";
import { appIcons } from "@awd/core/app-icons";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { appIconPath, iconSvgPath, renderAppIcon } from "./app-icons.ts";

describe("the installed app's icons", () => {
  it.each(appIcons.map((icon) => [icon.file, icon] as const))(
    "%s is what the site's SVG icon renders to (npm run content:app-icons)",
    async (_, icon) => {
      const kept = readFileSync(appIconPath(icon));
      const { width, height } = await sharp(kept).metadata();
      expect([width, height]).toEqual([icon.size, icon.size]);
      const rendered = await renderAppIcon(readFileSync(iconSvgPath), icon);
      const pixels = async (png: Buffer) => (await sharp(png).raw().toBuffer()).toString("base64");
      expect(await pixels(kept)).toBe(await pixels(rendered));
    },
  );
});
