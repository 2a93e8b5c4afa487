// The 24 motifs, each drawn in a box of about -110..110 around 0,0.
import type { Motif } from "../shared.ts";
import { mix, natural, type Palette } from "./palettes.ts";
import type { Rng } from "./random.ts";
import {
  circle,
  cloud,
  ellipse,
  group,
  heart,
  leafShape,
  n,
  pathFill,
  polygon,
  rect,
  shadow,
  sparkle,
  starPoints,
  stroke,
} from "./svg-shapes.ts";

type Draw = (p: Palette, rng: Rng) => string;

const city: Draw = (p, rng) => {
  const colours = [p.primary, p.secondary, mix(p.primary, p.ink, 0.4), mix(p.secondary, p.paper, 0.25)];
  let x = -112;
  let body = circle(rng.range(30, 70), -78, 26, p.accent);
  for (let i = 0; x < 100; i += 1) {
    const w = Math.min(rng.range(30, 46), 112 - x);
    const h = rng.range(70, 175);
    body += building(x, 92 - h, w, h, colours[i % colours.length] as string, p, rng);
    x += w + 3;
  }
  return body + rect(-118, 90, 236, 8, p.ink, 3);
};

const building = (x: number, y: number, w: number, h: number, fill: string, p: Palette, rng: Rng): string => {
  let body = rect(x, y, w, h, fill, 3);
  if (rng.chance(0.3)) body += rect(x + w / 2 - 1.5, y - 14, 3, 14, fill);
  for (let wy = y + 10; wy < 82; wy += 16) {
    for (let wx = x + 6; wx + 8 <= x + w - 4; wx += 13) {
      body += rect(wx, wy, 8, 9, rng.chance(0.3) ? p.accent : p.paper, 1.5, 'opacity="0.85"');
    }
  }
  return body;
};

const mountain: Draw = (p, rng) => {
  const peak = rng.range(-35, -15);
  return (
    circle(rng.range(40, 70), -62, 26, p.accent) +
    cloud(-70, -70, 0.8, p.paper, 'opacity="0.9"') +
    polygon("-20,92 50,-40 118,92", mix(p.secondary, p.paper, 0.15)) +
    polygon("50,-40 35,-12 44,-17 52,-8 60,-17 66,-10", p.paper) +
    polygon([-118, 92, peak, -80, 70, 92], p.primary) +
    polygon([peak, -80, peak - 24, -36, peak - 12, -44, peak, -32, peak + 12, -44, peak + 23, -38], p.paper) +
    [-95, -72, 78, 98].map((x, i) => pine(x, 92, i % 2 === 0 ? 1 : 0.8, natural.darkGreen)).join("") +
    rect(-118, 90, 236, 8, mix(natural.green, p.ink, 0.2), 3)
  );
};

const pine = (x: number, y: number, scale: number, fill: string): string =>
  group(
    `translate(${n(x)} ${n(y)}) scale(${scale})`,
    rect(-3, -12, 6, 12, natural.darkBrown) + polygon("-16,-10 0,-50 16,-10", fill),
  );

const wave = (y: number, amplitude: number, phase: number, fill: string): string => {
  let d = `M-130,${n(y)}`;
  for (let x = -130 + phase; x < 130; x += 40) d += ` q10,${-amplitude} 20,0 t20,0`;
  return pathFill(`${d} L130,110 L-130,110 Z`, fill);
};

const sea: Draw = (p, rng) => {
  const boatX = rng.range(-40, 20);
  const boat =
    group(
      `translate(${n(boatX)} 0)`,
      pathFill("M-45,8 L45,8 L32,30 L-32,30 Z", p.ink) +
        rect(-2, -70, 4, 78, p.ink) +
        polygon("4,-66 44,2 4,2", p.paper) +
        polygon("-4,-58 -4,2 -36,2", p.accent),
    ) + stroke("M-90,-62 q8,-8 16,0 q8,-8 16,0 M50,-80 q6,-6 12,0 q6,-6 12,0", p.ink, 3);
  return (
    circle(70, -40, 30, p.accent) +
    boat +
    '<defs><clipPath id="sea"><ellipse cx="0" cy="20" rx="128" ry="88"/></clipPath></defs>' +
    `<g clip-path="url(#sea)">${wave(30, 10, 0, mix(natural.water, p.paper, 0.2))}${wave(55, 10, 15, natural.water)}${wave(80, 10, 5, p.primary)}</g>`
  );
};

const book: Draw = (p, rng) => {
  const page = "M0,-48 C-30,-62 -70,-62 -100,-52 L-100,62 C-70,52 -30,52 0,66 Z";
  const cover = "M0,-36 C-34,-52 -74,-52 -108,-42 L-108,74 C-72,64 -34,64 0,80 Z";
  const lines = (side: number): string =>
    Array.from({ length: 7 }, (_, i) =>
      rect(side < 0 ? -86 : 20, -30 + i * 12, i === 6 ? 40 : 66, 4, p.ink, 2, 'opacity="0.18"'),
    ).join("");
  return (
    shadow(p, 100, 90) +
    pathFill(cover, p.primary) +
    pathFill(cover, p.primary, 'transform="scale(-1 1)"') +
    pathFill(page, p.paper) +
    pathFill(page, mix(p.paper, p.sky2, 0.3), 'transform="scale(-1 1)"') +
    lines(-1) +
    lines(1) +
    pathFill("M4,-40 L14,-40 L14,90 L9,82 L4,90 Z", p.accent) +
    sparkle(-70, -85, 12, p.accent) +
    sparkle(rng.range(60, 90), -88, 9, p.secondary)
  );
};

const note = (x: number, y: number, stem: number, fill: string): string =>
  ellipse(x, y, 20, 15, fill, `transform="rotate(-20 ${n(x)} ${n(y)})"`) + rect(x + 12, y - stem, 8, stem, fill);

const music: Draw = (p, rng) => {
  const staff = Array.from({ length: 5 }, (_, i) =>
    stroke(
      `M-120,${-40 + i * 18} C-60,${-60 + i * 18} 40,${-20 + i * 18} 120,${-40 + i * 18}`,
      p.ink,
      2.5,
      'opacity="0.15"',
    ),
  ).join("");
  const single =
    note(-85, -5, 60, p.secondary) + pathFill("M-65,-65 c10,5 22,12 18,32 c-3,-12 -10,-15 -18,-17 Z", p.secondary);
  return (
    staff +
    single +
    note(-35, 65, 105, p.primary) +
    note(45, 50, 110, p.primary) +
    polygon("-23,-40 65,-60 65,-38 -23,-18", p.primary) +
    sparkle(85, -70, 11, p.accent) +
    sparkle(rng.range(80, 100), 70, 8, p.accent)
  );
};

const globe: Draw = (p, rng) => {
  const turn = rng.range(-25, 25);
  const land = group(
    `translate(${n(turn)} 0)`,
    pathFill(
      "M-60,-50 C-40,-70 -10,-60 -5,-40 C0,-25 -25,-20 -20,0 C-15,20 -40,25 -50,10 C-60,-5 -80,-30 -60,-50 Z",
      natural.green,
    ) +
      pathFill(
        "M15,-55 C40,-62 65,-45 62,-25 C58,-5 35,-15 30,5 C26,25 10,35 5,15 C0,-5 -5,-45 15,-55 Z",
        natural.green,
      ) +
      pathFill("M-15,30 C5,25 25,40 15,60 C5,72 -20,65 -25,50 C-28,40 -25,33 -15,30 Z", natural.green) +
      pathFill("M-130,-50 C-110,-70 -95,-40 -100,-20 C-105,0 -125,-20 -130,-50 Z", natural.green),
  );
  return (
    '<defs><clipPath id="globe"><circle cx="0" cy="-5" r="75"/></clipPath></defs>' +
    shadow(p, 55, 100) +
    rect(-6, 70, 12, 22, p.ink) +
    rect(-45, 88, 90, 12, p.ink, 6) +
    stroke("M-62,60 A92,92 0 0 0 62,60", p.ink, 7, 'transform="rotate(-20 0 -5)"') +
    circle(0, -5, 75, mix(natural.water, p.primary, 0.35)) +
    `<g clip-path="url(#globe)">${land}${stroke("M-80,-5 H80", p.paper, 2, 'opacity="0.4"')}${ellipse(0, -5, 32, 75, "none", `stroke="${p.paper}" stroke-width="2" opacity="0.4"`)}${ellipse(0, -5, 75, 30, "none", `stroke="${p.paper}" stroke-width="2" opacity="0.25"`)}</g>` +
    circle(-30, -40, 14, p.paper, 'opacity="0.35"')
  );
};

const leaf: Draw = (p, rng) => {
  const autumn = rng.chance(0.5) ? natural.orange : p.accent;
  return (
    shadow(p, 60, 100) +
    leafShape(45, 10, 1.05, 35, autumn, mix(autumn, p.paper, 0.4)) +
    group(
      `rotate(${n(rng.range(-35, -20))})`,
      pathFill("M0,-100 C62,-62 72,32 0,88 C-72,32 -62,-62 0,-100 Z", natural.green) +
        stroke("M0,110 L0,-80", natural.darkGreen, 5) +
        [-50, -20, 10, 40]
          .map((y) =>
            stroke(
              `M0,${y + 20} Q20,${y + 5} 38,${y - 8} M0,${y + 20} Q-20,${y + 5} -38,${y - 8}`,
              natural.darkGreen,
              3,
            ),
          )
          .join(""),
    )
  );
};

const noodleBowl: Draw = (p, rng) => {
  const steam = [-30, 0, 30]
    .map((x) => stroke(`M${x},-45 c-10,-12 10,-20 0,-32 c-10,-12 10,-20 0,-32`, p.paper, 6, 'opacity="0.9"'))
    .join("");
  const chopsticks =
    rect(-10, -4, 170, 7, natural.brown, 3, 'transform="rotate(-28 -10 0)"') +
    rect(-6, 8, 170, 7, natural.darkBrown, 3, 'transform="rotate(-20 -6 8)"');
  return (
    shadow(p, 85, 100) +
    steam +
    chopsticks +
    pathFill("M-88,5 C-74,-40 74,-40 88,5 Z", natural.cream) +
    stroke("M-60,-8 q10,-10 20,0 t20,0 t20,0 t20,0 t20,0", mix(natural.yellow, natural.cream, 0.4), 4) +
    ellipse(30, -14, 22, 15, p.paper) +
    circle(33, -14, 9, natural.yellow) +
    [-45, -30, -20].map((x) => circle(x, -18 + rng.range(-3, 3), 5, natural.green)).join("") +
    pathFill("M-100,0 H100 C100,55 60,90 0,90 C-60,90 -100,55 -100,0 Z", p.primary) +
    rect(-100, -4, 200, 10, mix(p.primary, p.ink, 0.25), 5) +
    stroke("M-80,40 H80", p.accent, 6, 'opacity="0.8"') +
    rect(-30, 88, 60, 8, mix(p.primary, p.ink, 0.3), 3)
  );
};

const riceBall = (x: number, y: number, angle: number, p: Palette): string =>
  group(
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`,
    pathFill("M0,-42 C14,-42 48,12 44,26 C40,38 -40,38 -44,26 C-48,12 -14,-42 0,-42 Z", p.paper) +
      rect(-20, 6, 40, 32, "#2E3B33", 3),
  );

const riceBalls: Draw = (p, rng) => {
  const cup =
    rect(58, -10, 44, 54, p.secondary, 8) +
    ellipse(80, -10, 22, 6, mix(natural.green, p.paper, 0.3)) +
    stroke("M66,-36 c-6,-8 6,-12 0,-20 M84,-34 c-6,-8 6,-12 0,-20", p.paper, 4, 'opacity="0.9"');
  return (
    shadow(p, 100, 97) +
    ellipse(-15, 62, 95, 28, mix(p.primary, p.ink, 0.25)) +
    ellipse(-15, 56, 95, 28, p.primary) +
    ellipse(-15, 56, 72, 18, mix(p.primary, p.paper, 0.25)) +
    riceBall(-56, 18, rng.range(-12, -4), p) +
    riceBall(22, 12, rng.range(4, 12), p) +
    cup +
    sparkle(-92, -40, 10, p.accent)
  );
};

/** Food comes as a bowl of noodles or as rice balls, chosen by the article id. */
const food: Draw = (p, rng) => (rng.chance(0.5) ? noodleBowl(p, rng) : riceBalls(p, rng));

const train: Draw = (p, rng) => {
  const windows = Array.from({ length: 4 }, (_, i) => rect(-98 + i * 30, -22, 22, 18, natural.water, 4)).join("");
  const wheels = [-85, -55, 20, 50].map((x) => circle(x, 52, 11, p.ink) + circle(x, 52, 4, p.paper)).join("");
  const sleepers = Array.from({ length: 10 }, (_, i) =>
    rect(-118 + i * 25, 64, 12, 8, mix(p.ink, p.paper, 0.4), 2),
  ).join("");
  const stripe = rng.chance(0.5) ? p.accent : p.secondary;
  return (
    sleepers +
    rect(-120, 62, 240, 5, p.ink, 2) +
    wheels +
    pathFill("M-115,-40 H40 C85,-40 115,-8 115,28 V48 H-115 Z", p.primary) +
    pathFill("M-115,14 H112 L114,26 H-115 Z", stripe) +
    pathFill("M55,-30 C80,-28 98,-12 104,4 H60 Z", natural.water) +
    windows +
    rect(26, -26, 18, 60, mix(p.primary, p.ink, 0.3), 3) +
    circle(104, 36, 5, natural.yellow) +
    rect(-115, -46, 150, 6, mix(p.primary, p.ink, 0.3), 3)
  );
};

const school: Draw = (p, rng) => {
  const windows = [-82, -56, 36, 62]
    .flatMap((x) => [-2, 34].map((y) => rect(x, y, 18, 22, natural.water, 2) + rect(x + 8, y, 2, 22, p.paper)))
    .join("");
  const flag = rng.chance(0.5) ? p.secondary : natural.red;
  return (
    shadow(p, 110, 97) +
    rect(-2, -128, 3, 36, p.ink) +
    polygon("1,-128 30,-120 1,-110", flag) +
    rect(-95, -12, 190, 104, mix(p.paper, natural.cream, 0.6), 3) +
    rect(-100, -22, 200, 12, p.primary, 4) +
    rect(-32, -62, 64, 50, mix(p.paper, natural.cream, 0.6)) +
    polygon("-42,-58 0,-95 42,-58", p.primary) +
    circle(0, -38, 15, p.accent) +
    stroke("M0,-38 V-47 M0,-38 L7,-34", p.ink, 2.5) +
    windows +
    pathFill("M-18,92 V52 A18,18 0 0 1 18,52 V92 Z", p.secondary) +
    rect(-30, 90, 60, 6, mix(p.ink, p.paper, 0.5), 2)
  );
};

const computer: Draw = (p, rng) => {
  const bars = [0.5, 0.8, 0.35, 0.65]
    .map((h, i) => rect(10 + i * 14, 5 - h * 50, 9, h * 50, i % 2 ? p.accent : p.secondary, 2))
    .join("");
  return (
    shadow(p, 115, 60) +
    rect(-82, -85, 164, 118, p.ink, 10) +
    rect(-72, -75, 144, 98, mix(natural.water, p.paper, 0.35), 4) +
    rect(-62, -65, 124, 10, p.paper, 3) +
    circle(-40, -25, 16, p.primary) +
    rect(-62, 2, 50, 5, p.paper, 2) +
    rect(-62, -10 + rng.range(-2, 2), 40, 5, p.paper, 2) +
    bars +
    pathFill("M-98,33 H98 L116,50 C116,54 113,56 110,56 H-110 C-113,56 -116,54 -116,50 Z", natural.grey) +
    rect(-22, 36, 44, 5, mix(natural.grey, p.ink, 0.3), 2)
  );
};

const film: Draw = (p, rng) => {
  const stripes = (y: number, h: number): string =>
    Array.from({ length: 6 }, (_, i) =>
      polygon([-80 + i * 30, y + h, -66 + i * 30, y, -52 + i * 30, y, -66 + i * 30, y + h], p.paper),
    ).join("");
  const holes = Array.from(
    { length: 9 },
    (_, i) => rect(-124 + i * 30, -6, 12, 8, p.paper, 2) + rect(-124 + i * 30, 34, 12, 8, p.paper, 2),
  ).join("");
  return (
    group(`rotate(${n(rng.range(12, 20))}) translate(0 -70)`, rect(-130, -14, 260, 64, p.secondary, 4) + holes) +
    shadow(p, 90, 98) +
    rect(-80, -20, 160, 108, p.ink, 6) +
    rect(-80, -20, 160, 22, p.ink) +
    stripes(-18, 18) +
    rect(-64, 20, 128, 4, p.paper, 2, 'opacity="0.5"') +
    rect(-64, 40, 128, 4, p.paper, 2, 'opacity="0.5"') +
    rect(-64, 60, 60, 4, p.paper, 2, 'opacity="0.5"') +
    group("rotate(-16 -80 -22)", rect(-80, -46, 160, 22, p.ink, 4) + stripes(-44, 18)) +
    circle(-76, -24, 6, p.accent)
  );
};

const heartMotif: Draw = (p, rng) =>
  heart(0, 0, 0.95, natural.red) +
  ellipse(-48, -50, 16, 10, p.paper, 'opacity="0.5" transform="rotate(-35 -48 -50)"') +
  heart(-95, 55, 0.22, p.secondary) +
  heart(92, -70, 0.28, natural.pink) +
  heart(rng.range(80, 100), 60, 0.16, p.accent) +
  sparkle(-90, -75, 12, p.accent);

const sunMotif: Draw = (p, rng) => {
  const rays = Array.from({ length: 12 }, (_, i) =>
    rect(-7, -108, 14, 32, natural.orange, 7, `transform="rotate(${i * 30 + rng.range(0, 8)})"`),
  ).join("");
  return (
    rays +
    circle(0, 0, 66, natural.yellow) +
    circle(-10, -10, 44, mix(natural.yellow, p.paper, 0.3), 'opacity="0.6"') +
    cloud(70, 70, 1.1, p.paper) +
    cloud(-90, -70, 0.6, p.paper, 'opacity="0.8"')
  );
};

const drop = (x: number, y: number, scale: number, fill: string): string =>
  pathFill(
    "M0,-14 C6,-4 10,2 10,7 A10,10 0 0 1 -10,7 C-10,2 -6,-4 0,-14 Z",
    fill,
    `transform="translate(${n(x)} ${n(y)}) scale(${scale})"`,
  );

const rain: Draw = (p, rng) => {
  const drops = Array.from({ length: 9 }, (_, i) =>
    drop(-90 + (i % 5) * 26 + (i > 4 ? 13 : 0), 20 + (i > 4 ? 40 : 0) + rng.range(-6, 6), 1, natural.water),
  ).join("");
  const umbrella = group(
    `translate(65 30) rotate(${n(rng.range(-12, 4))})`,
    stroke("M0,-10 V55 a10,10 0 0 1 -20,0", p.ink, 5) +
      pathFill("M-55,0 A55,55 0 0 1 55,0 Q41,-10 28,0 Q14,-10 0,0 Q-14,-10 -28,0 Q-41,-10 -55,0 Z", p.accent) +
      pathFill("M0,-55 Q-20,-30 -28,0 Q-14,-10 0,0 Z", mix(p.accent, p.paper, 0.35)),
  );
  return cloud(-10, -55, 1.9, mix(natural.grey, p.primary, 0.25)) + cloud(30, -80, 1.0, p.paper) + drops + umbrella;
};

const starMotif: Draw = (p, rng) =>
  stroke("M-110,100 L-45,35 M-120,60 L-70,20 M-75,115 L-30,60", p.primary, 6, 'opacity="0.5"') +
  group(
    `rotate(${n(rng.range(-12, 12))})`,
    polygon(
      starPoints(92, 40),
      natural.yellow,
      `stroke="${natural.yellow}" stroke-width="14" stroke-linejoin="round"`,
    ) + polygon(starPoints(55, 24), mix(natural.yellow, p.paper, 0.35)),
  ) +
  sparkle(90, -75, 16, p.paper) +
  sparkle(-90, -70, 11, p.accent) +
  sparkle(95, 65, 9, p.secondary);

const chat: Draw = (p, rng) => {
  const dots = [-62, -35, -8].map((x) => circle(x, -42, 8, p.paper)).join("");
  const lines = [28, 46].map((y, i) => rect(-10, y, i ? 55 : 78, 7, p.paper, 3.5, 'opacity="0.9"')).join("");
  return (
    rect(-108, -88, 140, 82, p.primary, 22) +
    polygon("-80,-10 -92,22 -56,-8", p.primary) +
    dots +
    rect(-30, 8, 136, 72, p.secondary, 22) +
    polygon("70,76 96,102 88,70", p.secondary) +
    lines +
    heart(rng.range(84, 92), 31, 0.09, p.paper) +
    sparkle(60, -70, 12, p.accent)
  );
};

const house: Draw = (p, rng) => {
  const smoke = circle(55, -100, 8, p.paper, 'opacity="0.8"') + circle(68, -114, 11, p.paper, 'opacity="0.7"');
  const window = (x: number): string =>
    rect(x, 0, 30, 28, natural.water, 3) + rect(x + 14, 0, 2, 28, p.paper) + rect(x, 13, 30, 2, p.paper);
  return (
    shadow(p, 115, 97) +
    smoke +
    rect(42, -80, 20, 50, p.secondary, 2) +
    rect(-72, -20, 144, 112, mix(p.paper, natural.cream, 0.7), 2) +
    polygon("-92,-14 0,-92 92,-14", p.primary) +
    window(-56) +
    window(26) +
    rect(-15, 38, 30, 54, p.secondary, 3) +
    circle(8, 66, 3, p.accent) +
    circle(-100, 52, 22, natural.green) +
    rect(-103, 66, 6, 26, natural.darkBrown) +
    circle(100, 48 + rng.range(-4, 4), 26, natural.darkGreen) +
    rect(97, 66, 6, 26, natural.darkBrown)
  );
};

const plane: Draw = (p, rng) => {
  const windows = Array.from({ length: 7 }, (_, i) => circle(-40 + i * 16, -6, 4.5, p.primary)).join("");
  return (
    cloud(-70, 70, 1, p.paper, 'opacity="0.85"') +
    cloud(75, -80, 0.7, p.paper, 'opacity="0.85"') +
    stroke("M-150,60 L-95,30", p.paper, 5, 'stroke-dasharray="12 10"') +
    group(
      `rotate(${n(rng.range(-22, -12))})`,
      polygon("-10,0 20,0 -30,-55 -45,-55", mix(p.primary, p.ink, 0.35)) +
        pathFill("M-105,-14 H70 C100,-14 112,0 112,4 C112,10 100,16 80,16 H-95 Z", p.paper) +
        polygon("-100,-12 -80,-12 -100,-48 -115,-48", p.primary) +
        rect(-95, 5, 170, 6, p.accent) +
        windows +
        pathFill("M84,-10 C96,-10 104,-4 106,0 H86 Z", p.primary) +
        polygon("-15,6 25,6 -20,60 -38,60", p.primary),
    )
  );
};

const flower: Draw = (p, rng) => {
  const petalColour = rng.pick([p.secondary, natural.pink, natural.red]);
  const petals = Array.from({ length: 8 }, (_, i) =>
    ellipse(0, -28, 15, 26, petalColour, `transform="rotate(${i * 45})"`),
  ).join("");
  return (
    shadow(p, 55, 98) +
    stroke("M0,45 C-4,10 4,-20 0,-50", natural.darkGreen, 7) +
    leafShape(-24, 12, 0.55, -55, natural.green, natural.darkGreen) +
    leafShape(24, -6, 0.5, 55, natural.green, natural.darkGreen) +
    group(
      "translate(0 -55)",
      petals + circle(0, 0, 20, natural.yellow) + circle(-6, -5, 4, natural.orange, 'opacity="0.7"'),
    ) +
    pathFill("M-42,48 H42 L32,96 H-32 Z", p.primary) +
    rect(-48, 40, 96, 16, mix(p.primary, p.ink, 0.2), 4) +
    sparkle(70, -95, 10, p.accent) +
    sparkle(-72, -70, 8, p.paper)
  );
};

const cat: Draw = (p, rng) => {
  const fur = rng.pick(["#F0A35E", "#9A9AA8", "#5F5A66", "#E8C79A"]);
  const light = mix(fur, "#FFFFFF", 0.55);
  const ear = (side: number): string =>
    polygon([side * 44, -52, side * 36, -102, side * 8, -80], fur) +
    polygon([side * 36, -62, side * 33, -90, side * 16, -78], natural.pink);
  return (
    shadow(p, 80, 97) +
    stroke("M45,85 C110,85 110,20 88,5", fur, 16) +
    ellipse(0, 45, 56, 52, fur) +
    ellipse(0, 55, 30, 34, light) +
    ellipse(-22, 92, 16, 9, light) +
    ellipse(22, 92, 16, 9, light) +
    ear(-1) +
    ear(1) +
    circle(0, -42, 50, fur) +
    ellipse(-18, -46, 7, 10, p.ink) +
    ellipse(18, -46, 7, 10, p.ink) +
    circle(-16, -50, 2.5, p.paper) +
    circle(20, -50, 2.5, p.paper) +
    polygon("-6,-30 6,-30 0,-23", natural.pink) +
    stroke("M0,-23 q-6,8 -12,2 M0,-23 q6,8 12,2", p.ink, 2.5) +
    stroke("M-22,-28 L-58,-34 M-22,-22 L-56,-18 M22,-28 L58,-34 M22,-22 L56,-18", p.ink, 2, 'opacity="0.55"')
  );
};

const dog: Draw = (p, rng) => {
  const fur = rng.pick(["#D9A066", "#C98B52", "#E9CFA6"]);
  const earColour = mix(fur, natural.darkBrown, 0.6);
  return (
    shadow(p, 80, 98) +
    ellipse(0, 80, 70, 30, fur) +
    rect(-55, 40, 110, 14, p.primary, 7) +
    circle(0, 60, 10, p.accent) +
    ellipse(-62, -10, 22, 44, earColour, 'transform="rotate(18 -62 -10)"') +
    ellipse(62, -10, 22, 44, earColour, 'transform="rotate(-18 62 -10)"') +
    circle(0, -15, 62, fur) +
    (rng.chance(0.5) ? ellipse(24, -28, 20, 18, mix(fur, natural.darkBrown, 0.35)) : "") +
    ellipse(0, 16, 36, 26, mix(fur, "#FFFFFF", 0.6)) +
    circle(-24, -26, 7, p.ink) +
    circle(24, -26, 7, p.ink) +
    circle(-22, -28, 2.2, p.paper) +
    circle(26, -28, 2.2, p.paper) +
    ellipse(0, 4, 12, 8, p.ink) +
    pathFill("M-9,24 H9 V34 A9,9 0 0 1 -9,34 Z", natural.red) +
    stroke("M0,12 V22 M-16,20 q8,8 16,0 q8,8 16,0", p.ink, 2.5)
  );
};

const clock: Draw = (p, rng) => {
  const ticks = Array.from({ length: 12 }, (_, i) =>
    rect(-2, -58, 4, i % 3 === 0 ? 12 : 7, p.ink, 2, `transform="rotate(${i * 30})"`),
  ).join("");
  const hour = rng.range(0, 360);
  const minute = rng.range(0, 360);
  return (
    shadow(p, 70, 97) +
    stroke("M-50,62 L-66,90 M50,62 L66,90", p.ink, 8) +
    circle(-52, -68, 24, p.accent) +
    circle(52, -68, 24, p.accent) +
    rect(-6, -96, 12, 20, p.ink, 3) +
    circle(0, 0, 80, p.primary) +
    circle(0, 0, 66, p.paper) +
    ticks +
    rect(-3.5, -36, 7, 40, p.ink, 3.5, `transform="rotate(${n(hour)})"`) +
    rect(-2.5, -52, 5, 56, p.secondary, 2.5, `transform="rotate(${n(minute)})"`) +
    circle(0, 0, 6, p.accent)
  );
};

const letter: Draw = (p, rng) => {
  const body = mix(p.paper, p.sky, 0.3);
  const stampColour = rng.chance(0.5) ? p.secondary : p.accent;
  return (
    stroke("M-150,-30 H-120 M-160,0 H-125 M-150,30 H-120", p.paper, 6, 'opacity="0.9"') +
    group(
      `rotate(${n(rng.range(-8, -2))})`,
      rect(-105, -68, 210, 140, body, 8) +
        polygon("-105,72 0,0 105,72", mix(body, p.ink, 0.05)) +
        polygon("-105,-64 0,18 105,-64", mix(body, p.ink, 0.1)) +
        heart(0, 12, 0.2, natural.red) +
        rect(60, -56, 34, 40, p.paper, 2) +
        rect(64, -52, 26, 32, stampColour, 2) +
        circle(77, -36, 7, p.paper, 'opacity="0.7"'),
    )
  );
};

export const motifDrawings: Record<Motif, Draw> = {
  city,
  mountain,
  sea,
  book,
  music,
  globe,
  leaf,
  food,
  train,
  school,
  computer,
  film,
  heart: heartMotif,
  sun: sunMotif,
  rain,
  star: starMotif,
  chat,
  house,
  plane,
  flower,
  cat,
  dog,
  clock,
  letter,
};
