// The demo pictures as raster images (PNG): what a real library serves (photos, and thumbnails a
// server or CDN made from them), so a list of pictures costs in the browser what a real one does.
// An SVG picture is a document of its own in Chromium, parsed and painted on the main thread; a
// raster image is decoded off it. Drawn from the same number as the SVG (demoSvg): the same
// colours, the same circles, without the caption (a thumbnail carries none).
import { crc32, deflateSync } from "node:zlib";

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An 8-bit RGB PNG of `width` x `height` from rows of pixels (3 bytes each). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

/** hsl (degrees, 0-1, 0-1) to rgb 0-255 */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/**
 * The picture (the SVG's diagonal gradient and two translucent circles) drawn at `width` px wide
 * in the SVG's proportions. `full` x `fullH` is the SVG's own size; hue its colour.
 */
export function demoPng(hue: number, fullW: number, fullH: number, width: number): Buffer {
  const height = Math.max(1, Math.round((width * fullH) / fullW));
  const from = hsl(hue, 0.7, 0.55);
  const to = hsl((hue + 60) % 360, 0.7, 0.35);
  const circles = [
    { x: 0.8 * width, y: 0.3 * height, r: 0.22 * height, a: 0.18 },
    { x: 0.15 * width, y: 0.8 * height, r: 0.3 * height, a: 0.12 },
  ];
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let r = from[0] + (to[0] - from[0]) * t;
      let g = from[1] + (to[1] - from[1]) * t;
      let b = from[2] + (to[2] - from[2]) * t;
      for (const c of circles) {
        const dx = x + 0.5 - c.x,
          dy = y + 0.5 - c.y;
        if (dx * dx + dy * dy <= c.r * c.r) {
          r += (255 - r) * c.a;
          g += (255 - g) * c.a;
          b += (255 - b) * c.a;
        }
      }
      const i = (y * width + x) * 3;
      rgb[i] = r;
      rgb[i + 1] = g;
      rgb[i + 2] = b;
    }
  }
  return encodePng(width, height, rgb);
}
