// Draws the illustration of every article (its `image.motif` as a flat SVG composition in its
// category's palette, drawn by images/illustration.ts), renders it with sharp to
// content/media/images/{id}-main.webp (720×492) and {id}-thumb.webp (120×68), and records sizes and
// blurhashes in content/media/meta/{id}.json. An article with audio also gets its podcast episode's
// artwork, {id}-cover.jpg: the illustration's middle square drawn at 1,400×1,400 as JPEG, which
// podcast apps take (@awd/core/podcast-feed episodeArtwork; run it after content:audio).
// Usage: npm run content:images [-- --force]
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { episodeArtwork } from "@awd/core/podcast-feed";
import { encode } from "blurhash";
import sharp, { type Sharp } from "sharp";
import { defaultIllustrations, illustration, MAIN } from "./images/illustration.ts";
import {
  type Article,
  forEachLimit,
  hasFlag,
  type ImageMeta,
  isFresh,
  mediaDir,
  newestMtime,
  printSizes,
  progress,
  readArticles,
  readMeta,
  reportErrors,
  run,
  updateMeta,
  writeFileAtomic,
} from "./shared.ts";

const THUMB = { width: 120, height: 68 } as const;
const QUALITY = 70;
const imagesDir = path.join(mediaDir, "images");

interface Rendered {
  webp: Buffer;
  blurhash: string;
}

const blurhashOf = async (image: Sharp, width: number, height: number): Promise<string> => {
  const w = 32;
  const h = Math.max(1, Math.round((w * height) / width));
  const { data, info } = await image
    .clone()
    .resize(w, h, { fit: "fill" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3);
};

/** The part of the main image the thumbnail shows: the motif, at the thumbnail's aspect ratio. */
const THUMB_CROP = { left: 42, top: 70, width: 636, height: 360 } as const;

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Scales the rendered illustration (or the `crop` part of it) to `size`, as WebP plus its blurhash. */
const renderSize = async (png: Buffer, size: { width: number; height: number }, crop?: Region): Promise<Rendered> => {
  const source = crop ? sharp(png).extract(crop) : sharp(png);
  const resized = await source.resize(size.width, size.height, { fit: "cover", kernel: "lanczos3" }).png().toBuffer();
  const image = sharp(resized);
  const [webp, blurhash] = await Promise.all([
    image.clone().webp({ quality: QUALITY, effort: 6 }).toBuffer(),
    blurhashOf(image, size.width, size.height),
  ]);
  return { webp, blurhash };
};

const renderSvg = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png().toBuffer();

const imageMeta = (name: string, size: { width: number; height: number }, blurhash: string): ImageMeta => ({
  path: `media/images/${name}.webp`,
  width: size.width,
  height: size.height,
  blurhash,
});

const outputsOf = (id: number): { main: string; thumb: string; cover: string } => ({
  main: path.join(imagesDir, `${id}-main.webp`),
  thumb: path.join(imagesDir, `${id}-thumb.webp`),
  cover: path.join(mediaDir, "..", episodeArtwork.path(id)),
});

/** The illustration's middle square (the motif and the decorations around it), drawn at the artwork's size. */
const renderEpisodeArtwork = (svg: string): Promise<Buffer> => {
  const side = MAIN.height;
  const square = svg.replace(
    `width="${MAIN.width}" height="${MAIN.height}" viewBox="0 0 ${MAIN.width} ${MAIN.height}"`,
    `width="${episodeArtwork.size}" height="${episodeArtwork.size}" viewBox="${(MAIN.width - side) / 2} 0 ${side} ${side}"`,
  );
  return sharp(Buffer.from(square)).flatten().jpeg({ quality: 75, mozjpeg: true }).toBuffer();
};

const hasAudio = async (id: number): Promise<boolean> => (await readMeta(id)).audio?.aac !== undefined;

const makeImages = async (article: Article): Promise<void> => {
  const svg = illustration(article.motif, article.series.category, article.id);
  const png = await renderSvg(svg);
  const [main, thumb] = await Promise.all([renderSize(png, MAIN), renderSize(png, THUMB, THUMB_CROP)]);
  const out = outputsOf(article.id);
  await Promise.all([writeFileAtomic(out.main, main.webp), writeFileAtomic(out.thumb, thumb.webp)]);
  if (await hasAudio(article.id)) await writeFileAtomic(out.cover, await renderEpisodeArtwork(svg));
  await updateMeta(article.id, {
    images: {
      main: imageMeta(`${article.id}-main`, MAIN, main.blurhash),
      thumbnail: imageMeta(`${article.id}-thumb`, THUMB, thumb.blurhash),
    },
  });
};

const makeDefaults = async (sourcesMtime: number, force: boolean): Promise<void> => {
  for (const [name, svg] of Object.entries(defaultIllustrations())) {
    const file = path.join(imagesDir, `${name}.webp`);
    if (!force && (await newestMtime([file])) > sourcesMtime) continue;
    const rendered = await renderSize(await renderSvg(svg), MAIN);
    await writeFileAtomic(file, rendered.webp);
  }
};

const main = async (): Promise<void> => {
  const force = hasFlag("--force");
  const here = fileURLToPath(import.meta.url);
  const drawing = ["illustration", "motifs", "palettes", "random", "svg-shapes"].map((name) =>
    path.join(path.dirname(here), "images", `${name}.ts`),
  );
  const sourcesMtime = await newestMtime([here, path.join(path.dirname(here), "shared.ts"), ...drawing]);
  const { articles, errors } = await readArticles();
  await makeDefaults(sourcesMtime, force);
  const bar = progress("images", articles.length);
  await forEachLimit(articles, Math.max(1, os.availableParallelism()), async (article) => {
    const out = outputsOf(article.id);
    const fresh =
      !force &&
      (await isFresh(
        (await hasAudio(article.id)) ? [out.main, out.thumb, out.cover] : [out.main, out.thumb],
        article,
        sourcesMtime,
      )) &&
      (await readMeta(article.id)).images !== undefined;
    if (!fresh) await makeImages(article);
    bar.tick(fresh);
  });
  bar.done();
  await printSizes();
  reportErrors(errors);
};

run(main);
