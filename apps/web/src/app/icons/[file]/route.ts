import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { appIcons, appThemeColour } from "@/lib/app-icons";

// The installed app's icons, rendered once at build from app/icon.svg (the favicon), so the mark has
// one source. The build runs in apps/web.
export const dynamic = "force-static";
export const dynamicParams = false;

export const generateStaticParams = () => appIcons.map(({ file }) => ({ file }));

const maskableMarkShare = 0.8;

export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const icon = appIcons.find((candidate) => candidate.file === file);
  if (!icon) return new Response(null, { status: 404 });
  const svg = await readFile(join(/*turbopackIgnore: true*/ process.cwd(), "src/app/icon.svg"));
  const markSize = icon.purpose === "maskable" ? Math.round(icon.size * maskableMarkShare) : icon.size;
  const mark = await sharp(svg, { density: 72 * (markSize / 64) })
    .resize(markSize, markSize)
    .png()
    .toBuffer();
  const png =
    icon.purpose === "maskable"
      ? await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: appThemeColour } })
          .composite([{ input: mark, gravity: "center" }])
          .png()
          .toBuffer()
      : mark;
  return new Response(new Uint8Array(png), { headers: { "content-type": "image/png" } });
}
