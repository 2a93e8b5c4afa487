// Small SVG builders the motifs and the composition are drawn with.
import type { Palette } from "./palettes.ts";

export const n = (value: number): string => String(Math.round(value * 10) / 10);
export const circle = (cx: number, cy: number, r: number, fill: string, extra = ""): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, radius = 0, extra = ""): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(radius)}" fill="${fill}" ${extra}/>`;
/** A polygon from "x,y x,y …" or a flat list [x, y, x, y, …]. */
export const polygon = (points: string | number[], fill: string, extra = ""): string => {
  const list = typeof points === "string" ? points : points.map(n).join(" ");
  return `<polygon points="${list}" fill="${fill}" ${extra}/>`;
};
export const pathFill = (d: string, fill: string, extra = ""): string => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const stroke = (d: string, color: string, width: number, extra = ""): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
export const group = (transform: string, body: string): string => `<g transform="${transform}">${body}</g>`;
export const shadow = (p: Palette, width = 90, y = 96): string => ellipse(0, y, width, 9, p.ink, 'opacity="0.12"');

/** A five-pointed star (or any n-pointed one) centred at 0,0. */
export const starPoints = (outer: number, inner: number, points = 5): number[] =>
  Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    return [r * Math.cos(angle), r * Math.sin(angle)];
  }).flat();

export const sparkle = (x: number, y: number, size: number, fill: string): string =>
  group(`translate(${n(x)} ${n(y)})`, polygon(starPoints(size, size * 0.3, 4), fill));

const heartPath =
  "M0,85 C-60,45 -100,5 -100,-35 C-100,-70 -72,-90 -46,-90 C-24,-90 -8,-76 0,-60 C8,-76 24,-90 46,-90 C72,-90 100,-70 100,-35 C100,5 60,45 0,85 Z";
export const heart = (x: number, y: number, scale: number, fill: string): string =>
  group(`translate(${n(x)} ${n(y)}) scale(${scale})`, pathFill(heartPath, fill));

export const cloud = (x: number, y: number, scale: number, fill: string, extra = ""): string =>
  group(
    `translate(${n(x)} ${n(y)}) scale(${scale})`,
    `<g ${extra}>${circle(-22, 0, 20, fill)}${circle(4, -10, 26, fill)}${circle(30, 2, 18, fill)}${rect(-42, 0, 90, 20, fill, 10)}</g>`,
  );

export const leafShape = (x: number, y: number, scale: number, angle: number, fill: string, vein: string): string =>
  group(
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${scale})`,
    pathFill("M0,-50 C30,-30 32,20 0,50 C-32,20 -30,-30 0,-50 Z", fill) + stroke("M0,45 L0,-40", vein, 3),
  );
