import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// tokens.css is the one source of colours and type sizes: every other stylesheet names a token, so a
// change of palette or type scale is one edit and no stray shade survives it.
const srcDir = fileURLToPath(new URL("..", import.meta.url));

const namedColours = new Set(
  (
    "aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood " +
    "cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray " +
    "darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen " +
    "darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue " +
    "firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew " +
    "hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan " +
    "lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray " +
    "lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue " +
    "mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred " +
    "midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid " +
    "palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple " +
    "rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue " +
    "slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white " +
    "whitesmoke yellow yellowgreen"
  ).split(" "),
);
const colourFunction = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const hexColour = /#[0-9a-f]{3,8}\b/i;
const lengthLiteral = /(?<![\w-])\d*\.?\d+(?:px|r?em|%|pt|vw|vh|ex|ch)\b/;

/** The declarations (`property: value`) of a stylesheet that write a colour or a font size out. */
const literalStyleValues = (css: string): string[] =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/\{([^{}]*)\}/g)]
    .flatMap(([, body = ""]) => body.split(";"))
    .map((declaration) => declaration.trim())
    .filter((declaration) => {
      const colon = declaration.indexOf(":");
      if (colon < 0) return false;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration
        .slice(colon + 1)
        .replace(/"[^"]*"|'[^']*'/g, "")
        .replace(/var\([^)]*\)/g, "");
      const words = value.toLowerCase().match(/(?<![\w-])[a-z]+(?![\w(-])/g) ?? [];
      const colour = hexColour.test(value) || colourFunction.test(value) || words.some((w) => namedColours.has(w));
      const fontSize = (property === "font-size" || property === "font") && lengthLiteral.test(value);
      return colour || fontSize;
    })
    .map((declaration) => declaration.replace(/\s*:\s*/, ": "));

const cssFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith(".css") && name !== "tokens.css" ? [path] : [];
  });

describe("literalStyleValues", () => {
  it.each([
    ["a hex colour", ".a { color: #fff; }", ["color: #fff"]],
    [
      "an rgb() colour in a shadow",
      ".a { box-shadow: 0 1px 3px rgb(0 0 0 / 20%); }",
      ["box-shadow: 0 1px 3px rgb(0 0 0 / 20%)"],
    ],
    ["an hsl() colour", ".a { background: hsl(0 0% 100%); }", ["background: hsl(0 0% 100%)"]],
    ["a named colour", ".a { border: 1px solid white; }", ["border: 1px solid white"]],
    ["a hex colour in a custom property", ".a { --ring: #000; }", ["--ring: #000"]],
    ["a literal font size", "@media (max-width: 640px) { .a { font-size: 0.875rem; } }", ["font-size: 0.875rem"]],
    ["a size in the font shorthand", ".a { font: 700 12px/1.5 serif; }", ["font: 700 12px/1.5 serif"]],
    ["a token colour", ".a { color: var(--color-ink); border: 1px solid var(--color-rule); }", []],
    ["a token font size", ".a { font-size: var(--font-size-small); }", []],
    ["keywords that are not a palette", ".a { color: currentColor; background: transparent; fill: inherit; }", []],
    ["colour words in property names, selectors and comments", "/* red */ .white { white-space: nowrap; }", []],
    ["colour words in strings", '.a::before { content: "red"; }', []],
    ["a unitless custom property", ".a { --min-font-size: 1; }", []],
    ["font inheriting its size", ".a { font: inherit; }", []],
  ])("finds %s", (_, css, expected) => {
    expect(literalStyleValues(css)).toEqual(expected);
  });
});

describe("design tokens", () => {
  it.each(cssFiles(srcDir).map((file) => [file.slice(srcDir.length), file]))(
    "%s takes its colours and font sizes from tokens.css",
    (_, file) => {
      expect(literalStyleValues(readFileSync(file, "utf8"))).toEqual([]);
    },
  );
});
