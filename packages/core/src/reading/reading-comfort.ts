// Reading comfort (docs/product/offline-and-reading-comfort.md#reading-comfort): the text size, line
// height and theme a reader chose on this device, kept in localStorage and written on <html> as data
// attributes that tokens.css reads. The page applies them before its first paint with an inline
// script made from `readingComfortAttributes` itself, so the script and the settings control cannot
// disagree on what a stored value means.

export const themeChoices = ["system", "light", "dark"] as const;
export const textSizeChoices = ["small", "standard", "large"] as const;
export const lineHeightChoices = ["standard", "wide"] as const;

export type ThemeChoice = (typeof themeChoices)[number];
export type TextSizeChoice = (typeof textSizeChoices)[number];
export type LineHeightChoice = (typeof lineHeightChoices)[number];

export interface ReadingComfort {
  theme: ThemeChoice;
  textSize: TextSizeChoice;
  lineHeight: LineHeightChoice;
}

export const defaultReadingComfort: ReadingComfort = { theme: "system", textSize: "standard", lineHeight: "standard" };

/** The localStorage key of the settings (one JSON object). */
export const readingComfortStorageKey = "awd-reading-comfort";

/** The attributes on <html>: the theme resolved to light or dark, so the stylesheet needs no media query. */
export interface ReadingComfortAttributes {
  "data-theme": "light" | "dark";
  "data-text-size": TextSizeChoice;
  "data-line-height": LineHeightChoice;
}

const choices = { theme: themeChoices, textSize: textSizeChoices, lineHeight: lineHeightChoices };

/**
 * The settings a stored string holds: each unknown or missing field falls back to its default, and
 * a string that is not JSON (another script's, an older format) means the defaults.
 * Self-contained (no reference outside its body): the inline script embeds its source.
 */
export function readStoredReadingComfort(
  stored: string | null,
  known: typeof choices,
  defaults: ReadingComfort,
): ReadingComfort {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(stored ?? "null");
  } catch {
    parsed = null;
  }
  const record = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const pick = <T extends string>(field: keyof ReadingComfort, allowed: readonly T[]): T => {
    const value = record[field];
    return allowed.includes(value as T) ? (value as T) : (defaults[field] as T);
  };
  return {
    theme: pick("theme", known.theme),
    textSize: pick("textSize", known.textSize),
    lineHeight: pick("lineHeight", known.lineHeight),
  };
}

/** The settings of a stored string (see readStoredReadingComfort). */
export const parseReadingComfort = (stored: string | null): ReadingComfort =>
  readStoredReadingComfort(stored, choices, defaultReadingComfort);

/** The attributes of the settings, "system" resolved by whether the device prefers dark. Self-contained. */
export function readingComfortAttributes(comfort: ReadingComfort, prefersDark: boolean): ReadingComfortAttributes {
  const dark = comfort.theme === "dark" || (comfort.theme === "system" && prefersDark);
  return {
    "data-theme": dark ? "dark" : "light",
    "data-text-size": comfort.textSize,
    "data-line-height": comfort.lineHeight,
  };
}

/** The media query of a device that prefers a dark theme. */
export const prefersDarkQuery = "(prefers-color-scheme: dark)";

interface ReadingComfortConfig {
  key: string;
  known: typeof choices;
  defaults: ReadingComfort;
  query: string;
}

/**
 * What the inline script runs: applies the stored settings at once, follows the device's theme, and
 * keeps and applies a choice made in a form marked `data-reading-comfort` (the header's panel, plain
 * HTML: the settings cost no first-load JavaScript). Storage may be refused (a private window, a
 * blocked site): the choice then lasts for the page. Self-contained: the script embeds its source.
 */
export function installReadingComfort(
  read: typeof readStoredReadingComfort,
  attributesOf: typeof readingComfortAttributes,
  config: ReadingComfortConfig,
): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(config.key);
  } catch {
    stored = null;
  }
  let comfort = read(stored, config.known, config.defaults);
  const device = matchMedia(config.query);
  const apply = () => {
    const values = attributesOf(comfort, device.matches);
    for (const [name, value] of Object.entries(values)) document.documentElement.setAttribute(name, value);
  };
  apply();
  device.addEventListener("change", apply);
  document.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement;
    if (!input.form?.hasAttribute("data-reading-comfort")) return;
    comfort = read(JSON.stringify({ ...comfort, [input.name]: input.value }), config.known, config.defaults);
    try {
      localStorage.setItem(config.key, JSON.stringify(comfort));
    } catch {}
    apply();
  });
  // The panel's radios are prerendered with the defaults: they show the reader's choice when it opens.
  document.addEventListener(
    "beforetoggle",
    (event) => {
      const form = (event.target as Element).querySelector?.("form[data-reading-comfort]");
      for (const input of form?.querySelectorAll("input") ?? [])
        input.checked = comfort[input.name as keyof ReadingComfort] === input.value;
    },
    true,
  );
}

/** The inline script of the document's head: runs installReadingComfort before the first paint. */
export const readingComfortScript = (): string => {
  const config: ReadingComfortConfig = {
    key: readingComfortStorageKey,
    known: choices,
    defaults: defaultReadingComfort,
    query: prefersDarkQuery,
  };
  return `try{(${installReadingComfort})(${readStoredReadingComfort},${readingComfortAttributes},${JSON.stringify(config)})}catch(e){}`;
};
