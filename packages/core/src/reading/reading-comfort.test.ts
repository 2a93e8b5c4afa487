import { describe, expect, it } from "vitest";
import {
  defaultReadingComfort,
  parseReadingComfort,
  readingComfortAttributes,
  readingComfortScript,
  readingComfortStorageKey,
} from "./reading-comfort";

describe("parseReadingComfort", () => {
  it.each([
    ["nothing stored", null, defaultReadingComfort],
    ["not JSON", "dark", defaultReadingComfort],
    ["JSON that is not an object", "42", defaultReadingComfort],
    [
      "every field",
      '{"theme":"dark","textSize":"large","lineHeight":"wide"}',
      { theme: "dark", textSize: "large", lineHeight: "wide" },
    ],
    ["some fields", '{"textSize":"small"}', { ...defaultReadingComfort, textSize: "small" }],
    [
      "an unknown value beside a known one",
      '{"theme":"sepia","lineHeight":"wide"}',
      { ...defaultReadingComfort, lineHeight: "wide" },
    ],
    ["a value of the wrong type", '{"theme":["dark"],"textSize":2}', defaultReadingComfort],
  ])("reads %s", (_, stored, expected) => {
    expect(parseReadingComfort(stored)).toEqual(expected);
  });
});

describe("readingComfortAttributes", () => {
  it.each([
    ["system", false, "light"],
    ["system", true, "dark"],
    ["light", true, "light"],
    ["dark", false, "dark"],
  ] as const)("theme %s on a device that prefers dark: %s gives %s", (theme, prefersDark, resolved) => {
    expect(readingComfortAttributes({ ...defaultReadingComfort, theme }, prefersDark)["data-theme"]).toBe(resolved);
  });

  it("writes the text size and line height as chosen", () => {
    expect(readingComfortAttributes({ theme: "light", textSize: "large", lineHeight: "wide" }, false)).toEqual({
      "data-theme": "light",
      "data-text-size": "large",
      "data-line-height": "wide",
    });
  });
});

type Listener = (event: { target: unknown }) => void;

/** A page for the inline script: storage, the device's theme and the document, as fakes it can be run against. */
const fakePage = (stored: string | null, options: { prefersDark?: boolean; storageThrows?: boolean } = {}) => {
  const page = {
    stored,
    prefersDark: options.prefersDark ?? false,
    attributes: {} as Record<string, string>,
    listeners: {} as Record<string, Listener>,
    deviceListener: () => {},
  };
  const localStorage = {
    getItem: (key: string) => {
      if (options.storageThrows) throw new Error("SecurityError");
      return key === readingComfortStorageKey ? page.stored : null;
    },
    setItem: (key: string, value: string) => {
      if (options.storageThrows) throw new Error("SecurityError");
      if (key === readingComfortStorageKey) page.stored = value;
    },
  };
  const matchMedia = (query: string) => ({
    get matches() {
      return page.prefersDark && query === "(prefers-color-scheme: dark)";
    },
    addEventListener: (_: string, listener: () => void) => (page.deviceListener = listener),
  });
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => (page.attributes[name] = value) },
    addEventListener: (type: string, listener: Listener) => (page.listeners[type] = listener),
  };
  // The script reads the page's globals: here given as the parameters of a function around it.
  new Function("localStorage", "matchMedia", "document", readingComfortScript())(localStorage, matchMedia, document);
  return page;
};

/** A radio of the settings form, or of another form of the page. */
const radio = (name: string, value: string, inSettings = true) => ({
  name,
  value,
  checked: false,
  form: { hasAttribute: (attribute: string) => inSettings && attribute === "data-reading-comfort" },
});

describe("readingComfortScript", () => {
  it.each([
    [null, false],
    [null, true],
    ['{"theme":"dark","textSize":"small"}', false],
    ['{"theme":"light","lineHeight":"wide"}', true],
    ["{broken", true],
  ])("sets what the rule gives for %s (prefers dark: %s)", (stored, prefersDark) => {
    expect(fakePage(stored, { prefersDark }).attributes).toEqual(
      readingComfortAttributes(parseReadingComfort(stored), prefersDark),
    );
  });

  it("applies the defaults, without throwing, when storage is refused", () => {
    expect(fakePage(null, { prefersDark: true, storageThrows: true }).attributes["data-theme"]).toBe("dark");
  });

  it("keeps and applies a choice made in the settings form, and ignores other forms", () => {
    const page = fakePage('{"textSize":"large"}');
    page.listeners.change?.({ target: radio("theme", "dark") });
    expect(page.attributes["data-theme"]).toBe("dark");
    expect(parseReadingComfort(page.stored)).toEqual({ theme: "dark", textSize: "large", lineHeight: "standard" });
    page.listeners.change?.({ target: radio("theme", "light", false) });
    expect(page.attributes["data-theme"]).toBe("dark");
  });

  it("refuses a value it does not know", () => {
    const page = fakePage('{"theme":"dark"}');
    page.listeners.change?.({ target: radio("theme", "sepia") });
    expect(parseReadingComfort(page.stored).theme).toBe("system");
  });

  it("follows the device while the theme is 'system', not once one is chosen", () => {
    const page = fakePage(null);
    page.prefersDark = true;
    page.deviceListener();
    expect(page.attributes["data-theme"]).toBe("dark");
    page.listeners.change?.({ target: radio("theme", "light") });
    page.deviceListener();
    expect(page.attributes["data-theme"]).toBe("light");
  });

  it("checks the stored choices when the panel opens", () => {
    const page = fakePage('{"theme":"dark","lineHeight":"wide"}');
    const radios = [radio("theme", "system"), radio("theme", "dark"), radio("lineHeight", "wide")];
    radios[0] = { ...radios[0], checked: true } as ReturnType<typeof radio>;
    const panel = { querySelector: () => ({ querySelectorAll: () => radios }) };
    page.listeners.beforetoggle?.({ target: panel });
    expect(radios.map((r) => r.checked)).toEqual([false, true, true]);
  });
});
