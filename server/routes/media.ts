// GET /media/:kind/:n.svg|.png|.pdf: the demo images (news, workshop photos, content thumbnails,
// uploads) and documents (ETTC, content documents, workshop reports) the seeded rows point at.
// Generated on the fly from the number, so they need no files and are the same on every
// instance. `?w=<px>` (an image only) answers a thumbnail of that width: a gallery's grid asks
// for the size it draws, never the full picture. `.png` answers the same picture as a raster image
// (what a real library's photos and their thumbnails are; an SVG costs the browser's main thread).
import type { FastifyInstance } from "fastify";
import { demoPng } from "./demoPng.ts";
import { NEWS_TITLES } from "../db/gen/names.ts";
import { sendError } from "../http/errors.ts";

// Maps, not objects: a kind comes from the URL, and `constructor` or `__proto__` must find nothing.
const SVG_KINDS = new Map<string, (n: number) => string>([
  ["news", (n) => NEWS_TITLES[(n - 1) % NEWS_TITLES.length]!],
  ["photo", (n) => `Workshop photo ${n}`],
  ["content", (n) => `Fevicryl idea ${n}`],
  ["upload", (n) => `Submission ${n}`],
]);
const PDF_KINDS = new Map<string, (n: number) => string>([
  ["ettc", (n) => `ETTC certificate document ${n}`],
  ["doc", (n) => `Detailed document for content item ${n}`],
  ["report", (n) => `Workshop report ${n}`],
]);

/** Thumbnail widths a client may ask for (a grid cell at 1x to 3x). */
const THUMB_MIN = 16,
  THUMB_MAX = 1200;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const hueOf = (kind: string, n: number) => (n * 47 + kind.length * 90) % 360;
const sizeOf = (kind: string) => (kind === "news" ? { w: 1200, h: 400 } : { w: 640, h: 480 });

/** The last raster pictures made (a list's page asks the same few dozen again and again). */
const pngs = new Map<string, Buffer>();
const PNGS_KEPT = 256;
function pngOf(kind: string, n: number, width: number | undefined): Buffer {
  const key = `${kind}/${n}/${width ?? ""}`;
  let png = pngs.get(key);
  if (png) {
    pngs.delete(key);
  } else {
    const { w, h } = sizeOf(kind);
    png = demoPng(hueOf(kind, n), w, h, width ?? w);
    if (pngs.size >= PNGS_KEPT) pngs.delete(pngs.keys().next().value!);
  }
  pngs.set(key, png);
  return png;
}

export function demoSvg(kind: string, n: number, title: string, thumbWidth?: number): string {
  const hue = hueOf(kind, n);
  const { w, h } = sizeOf(kind);
  if (thumbWidth !== undefined) {
    // the same picture, drawn at the asked width, without the caption the full size carries
    const th = Math.round((thumbWidth * h) / w);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${thumbWidth}" height="${th}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">` +
      `<rect width="100%" height="100%" fill="hsl(${hue},70%,45%)"/><circle cx="${w * 0.8}" cy="${h * 0.3}" r="${h * 0.22}" fill="rgba(255,255,255,0.18)"/></svg>`
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,35%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${w * 0.8}" cy="${h * 0.3}" r="${h * 0.22}" fill="rgba(255,255,255,0.18)"/>
<circle cx="${w * 0.15}" cy="${h * 0.8}" r="${h * 0.3}" fill="rgba(255,255,255,0.12)"/>
<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="${kind === "news" ? 56 : 36}" fill="#fff">${escapeXml(title)}</text>
</svg>`;
}

/** A one-page PDF with a line of text (valid xref table). */
export function demoPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, "");
  const stream = `BT /F1 24 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

export function mediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; file: string }; Querystring: { w?: string } }>("/media/:kind/:file", async (req, reply) => {
    const m = /^([1-9]\d{0,8})\.(svg|png|pdf)$/.exec(req.params.file);
    const kind = req.params.kind;
    const n = m ? Number(m[1]) : 0;
    const cached = () => reply.header("cache-control", "public, max-age=86400");
    const w = req.query.w === undefined ? undefined : /^\d{1,4}$/.test(req.query.w) ? Number(req.query.w) : NaN;
    if (w !== undefined && !(w >= THUMB_MIN && w <= THUMB_MAX))
      return sendError(reply, 400, "bad_request", `w must be a width from ${THUMB_MIN} to ${THUMB_MAX}`);
    const svgTitle = m?.[2] === "svg" ? SVG_KINDS.get(kind) : undefined;
    if (svgTitle)
      return cached()
        .type("image/svg+xml")
        .send(demoSvg(kind, n, svgTitle(n), w));
    if (m?.[2] === "png" && SVG_KINDS.has(kind))
      return cached()
        .type("image/png")
        .send(pngOf(kind, n, w));
    const pdfText = m?.[2] === "pdf" ? PDF_KINDS.get(kind) : undefined;
    if (pdfText)
      return cached()
        .type("application/pdf")
        .send(demoPdf(pdfText(n)));
    return sendError(reply, 404, "not_found", "No such media");
  });
}
