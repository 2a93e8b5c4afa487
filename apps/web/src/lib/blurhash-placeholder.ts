import { deflateSync } from "node:zlib";
import { checkBlurhash } from "@awd/core/blurhash";
import { decode } from "blurhash";

// docs/product/images-and-media.md#blurred-placeholders: a blurred placeholder until the image has
// loaded. The hash is decoded on the server into a tiny PNG that the browser stretches (smoothly)
// under the image, so no JavaScript is needed to draw it. An invalid hash gives no placeholder.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Uint8Array): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Uint8Array): Buffer => {
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(typed.length + 8);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), typed.length + 4);
  return out;
};

/** An RGB PNG of the given RGBA pixels. */
const encodePng = (width: number, height: number, rgba: Uint8ClampedArray): Buffer => {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      rows.set([rgba[from] ?? 0, rgba[from + 1] ?? 0, rgba[from + 2] ?? 0], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", new Uint8Array()),
  ]);
};

const cache = new Map<string, string | undefined>();

/** A data: URL of the decoded hash at a few pixels in the image's aspect ratio, or undefined. */
export function blurhashDataUrl(hash: string, aspectRatio: number): string | undefined {
  if (cache.has(hash)) return cache.get(hash);
  let url: string | undefined;
  if (checkBlurhash(hash).ok) {
    const width = 8;
    const height = Math.max(1, Math.min(16, Math.round(width / aspectRatio)));
    url = `data:image/png;base64,${encodePng(width, height, decode(hash, width, height)).toString("base64")}`;
  }
  cache.set(hash, url);
  return url;
}
