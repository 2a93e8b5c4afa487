import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { type Zippable, zipSync } from "fflate";

// For tests and journeys: a weekly issue the sample edition does not have (2026-09-26, three articles
// with small pictures and no audio), zipped as an operator would upload it, or broken on purpose.

export const fixtureIssueDir = resolve(import.meta.dirname, "fixtures/issue-2026-09-26");
export const fixtureIssue = {
  date: "2026-09-26",
  articles: [
    {
      id: 506,
      seriesPath: "earth-watches",
      titleEn: "Rooftop Gardens Cool a Crowded Street",
      titleJa: "屋上庭園が混み合う通りを冷やす",
    },
    {
      id: 706,
      seriesPath: "editorial",
      titleEn: "Keep the Town Library Open on Sundays",
      titleJa: "町の図書館を日曜日も開けよう",
    },
    {
      id: 1306,
      seriesPath: "on-the-keyboard",
      titleEn: "Why a Short Password Is a Weak One",
      titleJa: "短いパスワードが弱い理由",
    },
  ],
} as const;

/** Every file of a folder by its path inside it. */
export function folderFiles(dir: string = fixtureIssueDir): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files[relative(dir, path)] = readFileSync(path);
    }
  return files;
}

export const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value, null, 2));
export const parseJsonBytes = (bytes: Uint8Array | undefined) => JSON.parse(new TextDecoder().decode(bytes));

/** A zip of the files; `raw` entries keep what a hostile archiver would set (names, attributes). */
export const zipFiles = (files: Zippable): Buffer => Buffer.from(zipSync(files, { level: 6 }));

/** The fixture issue zipped, after `change` edited its files. */
export function fixtureIssueZip(change: (files: Record<string, Uint8Array>) => void = () => {}): Buffer {
  const files = folderFiles();
  change(files);
  return zipFiles(files);
}

/** A small, well-formed PDF of blank A4 pages, as a print edition's file would be. */
export function blankPdf(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i} 0 R`).join(" ");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>"),
  ];
  let text = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const offset = text.length;
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, "0")} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

/** A recording of the sample edition (74.6 s of speech), as Opus and as its AAC rendition. */
export const sampleAudio = {
  opus: resolve(import.meta.dirname, "../../../../content/media/audio/101.opus"),
  m4a: resolve(import.meta.dirname, "../../../../content/media/audio/101.m4a"),
  durationMs: 74617,
};

/** A Unix symbolic link entry pointing at `target`. */
export const symlinkEntry = (target: string): Zippable[string] => [
  new TextEncoder().encode(target),
  { os: 3, attrs: 0o120777 * 2 ** 16 },
];

/**
 * Rewrites the uncompressed size every header of a one-file zip declares: a bomb that lies about what
 * it inflates to.
 */
export function declareUncompressedSize(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let i = 0; i < copy.length - 4; i++) {
    const signature = copy.readUInt32LE(i);
    if (signature === 0x04034b50) copy.writeUInt32LE(size, i + 22);
    if (signature === 0x02014b50) copy.writeUInt32LE(size, i + 24);
  }
  return copy;
}
