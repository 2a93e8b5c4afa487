// The colours of the illustrations: one palette per category, the natural colours of things that must
// stay recognisable, and mixing between them.
import type { Category } from "@awd/core/categories";
import type { Rng } from "./random.ts";

export interface Palette {
  sky: string;
  sky2: string;
  primary: string;
  secondary: string;
  accent: string;
  ink: string;
  paper: string;
}

export const palettes: Record<Category, Palette> = {
  News: {
    sky: "#DDEBF7",
    sky2: "#BFD8EE",
    primary: "#2F6FB0",
    secondary: "#4FA99A",
    accent: "#F2B134",
    ink: "#1E3A5F",
    paper: "#FFFFFF",
  },
  Quiz: {
    sky: "#EEE6F8",
    sky2: "#D8C8EF",
    primary: "#7A4FBF",
    secondary: "#EE8A5C",
    accent: "#FFCF5C",
    ink: "#3B2560",
    paper: "#FFFFFF",
  },
  ColumnEssay: {
    sky: "#FCEEDD",
    sky2: "#F5D6B5",
    primary: "#D46A3A",
    secondary: "#3E8E7E",
    accent: "#F4C24D",
    ink: "#5A3220",
    paper: "#FFFDF8",
  },
  EasyRead: {
    sky: "#E4F3E0",
    sky2: "#C9E6C1",
    primary: "#3F9A5A",
    secondary: "#F08C8C",
    accent: "#FFD25A",
    ink: "#264A30",
    paper: "#FFFFFF",
  },
  Opinion: {
    sky: "#E7EAF1",
    sky2: "#CDD4E3",
    primary: "#34456B",
    secondary: "#C8553D",
    accent: "#E9B44C",
    ink: "#1F2A44",
    paper: "#FFFFFF",
  },
  Interview: {
    sky: "#FAE6EC",
    sky2: "#F1C9D6",
    primary: "#BF4F78",
    secondary: "#4A8FB8",
    accent: "#F6C453",
    ink: "#5B2340",
    paper: "#FFFFFF",
  },
};

/** Colours of things that must keep their natural colour to stay recognisable. */
export const natural = {
  green: "#5BAA62",
  darkGreen: "#3D8048",
  red: "#E4575D",
  pink: "#F4A6B6",
  yellow: "#F9CB45",
  orange: "#F29B38",
  water: "#7DB7E8",
  brown: "#A8714A",
  darkBrown: "#7A4E33",
  cream: "#FFF3D9",
  grey: "#C7CFDA",
};

const hexToRgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** Mixes two #rrggbb colours: t = 0 gives `a`, 1 gives `b`. */
export const mix = (a: string, b: string, t: number): string => {
  const [ra, ga, ba] = hexToRgb(a);
  const [rb, gb, bb] = hexToRgb(b);
  const channel = (x: number, y: number): string =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(ra, rb)}${channel(ga, gb)}${channel(ba, bb)}`;
};

/** The palette of a category, with primary and secondary swapped for some articles. */
export const paletteFor = (category: Category, rng: Rng): Palette => {
  const base = palettes[category];
  return rng.chance(0.3) ? { ...base, primary: base.secondary, secondary: base.primary } : base;
};
