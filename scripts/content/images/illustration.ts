// Composes an illustration: a background in the category's palette, scattered decorations and the
// article's motif in the centre, as one SVG document the size of the main image.
import type { Category } from "@awd/core/categories";
import type { Motif } from "../shared.ts";
import { motifDrawings } from "./motifs.ts";
import { type Palette, paletteFor, palettes } from "./palettes.ts";
import { type Rng, rngFor } from "./random.ts";
import { circle, ellipse, group, n, rect, sparkle, stroke } from "./svg-shapes.ts";

export const MAIN = { width: 720, height: 492 } as const;

const CENTRE = { x: MAIN.width / 2, y: 250 } as const;

/** Small shapes scattered away from the centre, where the motif is. */
const decorations = (p: Palette, rng: Rng): string => {
  let body = "";
  for (let placed = 0, tries = 0; placed < 14 && tries < 200; tries += 1) {
    const x = rng.range(20, MAIN.width - 20);
    const y = rng.range(20, MAIN.height - 20);
    if (Math.hypot((x - CENTRE.x) / 1.2, y - CENTRE.y) < 230) continue;
    body += decoration(x, y, p, rng);
    placed += 1;
  }
  return body;
};

const decoration = (x: number, y: number, p: Palette, rng: Rng): string => {
  const colour = rng.pick([p.paper, p.accent, p.secondary, p.primary]);
  const size = rng.range(4, 10);
  const kind = rng.pick(["dot", "ring", "plus", "sparkle"] as const);
  if (kind === "dot") return circle(x, y, size, colour, 'opacity="0.55"');
  if (kind === "ring") return circle(x, y, size + 3, "none", `stroke="${colour}" stroke-width="3" opacity="0.5"`);
  if (kind === "plus")
    return stroke(
      `M${n(x - size)},${n(y)} H${n(x + size)} M${n(x)},${n(y - size)} V${n(y + size)}`,
      colour,
      3,
      'opacity="0.55"',
    );
  return sparkle(x, y, size + 3, colour);
};

const background = (p: Palette, rng: Rng): string => {
  const flip = rng.chance(0.5);
  return (
    `<defs><linearGradient id="sky" x1="${flip ? 1 : 0}" y1="0" x2="${flip ? 0 : 1}" y2="1">` +
    `<stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="${p.sky2}"/></linearGradient></defs>` +
    rect(0, 0, MAIN.width, MAIN.height, "url(#sky)") +
    circle(flip ? 40 : 680, rng.range(40, 120), rng.range(110, 150), p.primary, 'opacity="0.08"') +
    circle(flip ? 650 : 70, rng.range(380, 460), rng.range(120, 170), p.secondary, 'opacity="0.1"') +
    ellipse(CENTRE.x, CENTRE.y + 8, 250, 205, p.paper, 'opacity="0.45"')
  );
};

const svgDocument = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${MAIN.width}" height="${MAIN.height}" viewBox="0 0 ${MAIN.width} ${MAIN.height}">${body}</svg>`;

/** The illustration of a motif in a category's colours; `seed` picks the small variations. */
export const illustration = (motif: Motif, category: Category, seed: number): string => {
  const rng = rngFor(seed);
  const p = paletteFor(category, rng);
  const tilt = rng.range(-3, 3);
  const dx = rng.range(-20, 20);
  const placed = group(
    `translate(${n(CENTRE.x + dx)} ${CENTRE.y}) scale(1.55) rotate(${n(tilt)})`,
    motifDrawings[motif](p, rng),
  );
  return svgDocument(background(p, rng) + decorations(p, rng) + placed);
};

/** The default images: a book in the Column palette, and a plain patterned fallback. */
export const defaultIllustrations = (): Record<string, string> => {
  const rng = rngFor(1);
  const p = palettes.ColumnEssay;
  return {
    "default-main": illustration("book", "ColumnEssay", 7),
    "default-fallback": svgDocument(background(p, rng) + decorations(p, rng)),
  };
};
