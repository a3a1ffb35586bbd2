// The ETTC PDF check (server/files/pdfContent.ts, decision 021 amended by issue 26) over a corpus
// the test makes: hostile PDFs (names written with #xx escapes, actions inside object streams under
// several filters, incremental updates, duplicate objects, broken or missing cross-reference tables,
// embedded files, rich media, additional actions) are refused; ordinary ones (pdf-lib's, with and
// without object streams, with pictures and links, the demo certificate, a benign update) pass.
// No database: the check is a pure function of the bytes.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";
import { ACTIVE_PDF, COMPLEX_PDF, DAMAGED_PDF, LOCKED_PDF, inspectUpload } from "../../server/files/inspect.ts";
import { PDF_CHECK_LIMITS, closePdfPool } from "../../server/files/pdfCheck.ts";
import { PDF_LIMITS } from "../../server/files/pdfContent.ts";
import { demoPdf } from "../../server/routes/media.ts";
import { bin, pdf } from "./pdfBuilder.ts";

const FIXTURES = join(import.meta.dirname, "../fixtures");
/** A stream object: its dictionary entries and its (already encoded) bytes. */
const stream = (dict: string, data: Buffer): Buffer =>
  Buffer.concat([bin(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, bin("\nendstream")]);

/** An object stream holding `objects` (numbered from `first`), encoded by `encode`, with `filter` naming it. */
function objStm(first: number, objects: string[], filter: string, encode: (b: Buffer) => Buffer, extra = ""): Buffer {
  let body = "";
  const header: string[] = [];
  for (const [i, o] of objects.entries()) {
    header.push(`${first + i} ${body.length}`);
    body += `${o}\n`;
  }
  const head = `${header.join(" ")}\n`;
  return stream(`/Type /ObjStm /N ${objects.length} /First ${head.length} ${filter} ${extra}`, encode(bin(head + body)));
}

const PAGES = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";
const PAGE = (extra = "") => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${extra} >>`;
const CATALOG = (extra = "") => `<< /Type /Catalog /Pages 2 0 R ${extra} >>`;
const hex = (b: Buffer) => bin(`${b.toString("hex")}>`);
const a85 = (b: Buffer) => {
  let out = "";
  for (let i = 0; i < b.length; i += 4) {
    const chunk = Buffer.alloc(4);
    b.copy(chunk, 0, i, i + 4);
    let n = chunk.readUInt32BE(0);
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode(33 + (n % 85)));
      n = Math.floor(n / 85);
    }
    out += digits.join("").slice(0, Math.min(5, b.length - i + 1));
  }
  return bin(`${out}~>`);
};

/** PNG predictor rows of `columns` bytes, each with filter type 0 (None) before it: "/JavaScript" no longer appears as such in the inflated bytes. */
function pngRows(b: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  for (let i = 0; i < b.length; i += columns)
    rows.push(Buffer.from([0]), Buffer.concat([b.subarray(i, i + columns), Buffer.alloc(Math.max(0, i + columns - b.length), 32)]));
  return Buffer.concat(rows);
}

/** An incremental update: `base` followed by new versions of objects, a new table and trailer pointing back to the old one. */
function update(base: Buffer, objects: Record<number, string>, size: number): Buffer {
  const prev = Number(/startxref\s+(\d+)/.exec(base.toString("latin1"))![1]);
  let out = base.toString("latin1");
  const rows: string[] = [];
  for (const [n, body] of Object.entries(objects)) {
    rows.push(`${n} 1\n${String(out.length).padStart(10, "0")} 00000 n \n`);
    out += `${n} 0 obj\n${body}\nendobj\n`;
  }
  const x = out.length;
  out += `xref\n${rows.join("")}trailer\n<< /Size ${size} /Root 1 0 R /Prev ${prev} >>\nstartxref\n${x}\n%%EOF\n`;
  return bin(out);
}

const plain = () => pdf([CATALOG(), PAGES, PAGE()]);
const JS_ACTION = "<< /S /JavaScript /JS (app.alert(1)) >>";

const HOSTILE: [string, () => Buffer | Promise<Buffer>][] = [
  [
    "the issue's PDF: /S /J#61vaScript /J#53 in the catalog's /OpenAction",
    () => pdf([CATALOG("/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>"), PAGES, PAGE()]),
  ],
  ["JavaScript written plainly in /OpenAction", () => pdf([CATALOG(`/OpenAction ${JS_ACTION}`), PAGES, PAGE()])],
  [
    "every letter escaped: /#4a#61#76#61#53#63#72#69#70#74",
    () => pdf([CATALOG("/OpenAction << /S /#4a#61#76#61#53#63#72#69#70#74 /#4A#53 (x) >>"), PAGES, PAGE()]),
  ],
  ["lower-case hex escapes: /#4caunch is /Launch", () => pdf([CATALOG("/OpenAction << /S /#4caunch /F (calc.exe) >>"), PAGES, PAGE()])],
  [
    "a launch action in a link annotation",
    () => pdf([CATALOG(), PAGES, PAGE("/Annots [4 0 R]"), "<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /Launch /F (cmd.exe) >> >>"]),
  ],
  ["additional actions (/AA) on a page", () => pdf([CATALOG(), PAGES, PAGE("/AA << /O 4 0 R >>"), JS_ACTION])],
  ["additional actions written /#41A on the catalog", () => pdf([CATALOG("/#41A << /WC << /S /GoTo /D [3 0 R /Fit] >> >>"), PAGES, PAGE()])],
  [
    "a document-level JavaScript name tree",
    () =>
      pdf([
        CATALOG("/Names << /JavaScript 4 0 R >>"),
        PAGES,
        PAGE(),
        "<< /Names [(a) 5 0 R] >>",
        "<< /S /JavaScript /JS <6170702e616c657274283129> >>",
      ]),
  ],
  [
    "embedded files in the Names dictionary",
    () => pdf([CATALOG("/Names << /EmbeddedFiles 4 0 R >>"), PAGES, PAGE(), "<< /Names [(x.exe) 5 0 R] >>", "<< /Type /Filespec /F (x.exe) >>"]),
  ],
  [
    "an /Embedded#46ile stream behind a file specification",
    () => pdf([CATALOG(), PAGES, PAGE(), "<< /Type /Filespec /F (a.exe) /#45F << /F 5 0 R >> >>", stream("/Type /Embedded#46ile", bin("MZ"))]),
  ],
  [
    "a file attachment annotation",
    () => pdf([CATALOG(), PAGES, PAGE("/Annots [4 0 R]"), "<< /Type /Annot /Subtype /F#69leAttachment /Rect [0 0 9 9] /FS (a.exe) >>"]),
  ],
  ["a rich media annotation", () => pdf([CATALOG(), PAGES, PAGE("/Annots [4 0 R]"), "<< /Type /Annot /Subtype /Rich#4dedia /Rect [0 0 9 9] >>"])],
  [
    "a form field's widget with /AA",
    () =>
      pdf([
        CATALOG("/AcroForm << /Fields [4 0 R] >>"),
        PAGES,
        PAGE("/Annots [4 0 R]"),
        "<< /Type /Annot /Subtype /Widget /FT /Tx /T (a) /Rect [0 0 9 9] /AA << /K 5 0 R >> >>",
        JS_ACTION,
      ]),
  ],
  [
    "the action in a deflated object stream, its names escaped",
    () =>
      pdf([
        CATALOG("/OpenAction 5 0 R"),
        PAGES,
        PAGE(),
        objStm(5, ["<< /S /J#61vaScript /J#53 (app.alert(1)) >>"], "/Filter /FlateDecode", deflateSync),
      ]),
  ],
  [
    "the action in an ASCIIHex object stream",
    () => pdf([CATALOG("/OpenAction 5 0 R"), PAGES, PAGE(), objStm(5, [JS_ACTION], "/Filter /ASCIIHexDecode", hex)]),
  ],
  [
    "a launch action in an object stream under [/ASCII85Decode /FlateDecode]",
    () =>
      pdf([
        CATALOG("/OpenAction 5 0 R"),
        PAGES,
        PAGE(),
        objStm(5, ["<< /S /Launch /F (calc.exe) >>"], "/Filter [/ASCII85Decode /FlateDecode]", (b) => a85(deflateSync(b))),
      ]),
  ],
  [
    "an incremental update adding JavaScript to a clean catalog",
    () => update(plain(), { 1: CATALOG("/OpenAction 4 0 R"), 4: "<< /S /J#61vaScript /JS (x) >>" }, 5),
  ],
  [
    "an object replaced by a later one of the same number, the table pointing at the hostile first",
    () => pdf([CATALOG("/OpenAction 4 0 R"), PAGES, PAGE(), "<< /S /#4AavaScript /JS (x) >>\nendobj\n4 0 obj\n<< /S /GoTo /D [3 0 R /Fit] >>"]),
  ],
  [
    "a broken cross-reference table (readers rebuild it)",
    () => pdf([CATALOG("/OpenAction << /S /J#61vaScript /J#53 (x) >>"), PAGES, PAGE()], { xref: "broken" }),
  ],
  ["no cross-reference table at all", () => pdf([CATALOG("/OpenAction << /S /Launch /F (x) >>"), PAGES, PAGE()], { xref: "none" })],
  [
    "a deflated content stream holding an action dictionary",
    () => pdf([CATALOG(), PAGES, PAGE("/Contents 4 0 R"), stream("/Filter /FlateDecode", deflateSync(bin("<< /S /J#61vaScript >>")))]),
  ],
  ["an action in the trailer", () => pdf([CATALOG(), PAGES, PAGE()], { trailer: "/AA << /O << /S /Launch >> >> " })],
  [
    "a pdf-lib document given an /OpenAction JavaScript, saved in object streams",
    async () => {
      const d = await PDFDocument.create();
      d.addPage();
      d.catalog.set(PDFName.of("OpenAction"), d.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") }));
      return Buffer.from(await d.save({ useObjectStreams: true }));
    },
  ],
  [
    "a pdf-lib document with a page /AA, saved without object streams",
    async () => {
      const d = await PDFDocument.create();
      const p = d.addPage();
      p.node.set(PDFName.of("AA"), d.context.obj({ O: { S: "Launch", F: PDFString.of("x.exe") } }));
      return Buffer.from(await d.save({ useObjectStreams: false }));
    },
  ],
];

/** A "zip bomb": a content stream inflating past the check's cap is refused as too complex (issue 43: a limit is not active content). */
const bomb = () =>
  pdf([CATALOG(), PAGES, PAGE("/Contents 4 0 R"), stream("/Filter /FlateDecode", deflateSync(Buffer.alloc(PDF_LIMITS.maxContentBytes + 1, 32)))]);

const UNREADABLE: [string, () => Buffer][] = [
  ["garbage between a header and %%EOF", () => bin("%PDF-1.7\n\x00\x01garbage ][ << >> >> endobj\n%%EOF\n")],
  ["a header, a table and no objects", () => bin("%PDF-1.4\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n9\n%%EOF\n")],
  [
    "an object stream with a PNG predictor (pdf-lib cannot read its objects as a reader does)",
    () =>
      pdf([
        CATALOG("/OpenAction 5 0 R"),
        PAGES,
        PAGE(),
        objStm(5, [JS_ACTION], "/Filter /FlateDecode", (b) => deflateSync(pngRows(b, 4)), "/DecodeParms << /Predictor 12 /Columns 4 >>"),
      ]),
  ],
  [
    "an object stream whose LZW data is cut short",
    () => pdf([CATALOG(), PAGES, PAGE(), objStm(4, ["<< /A 1 >>"], "/Filter /LZWDecode", (b) => b.subarray(0, 3))]),
  ],
];

const ORDINARY: [string, () => Buffer | Promise<Buffer>][] = [
  ["the demo certificate (server/routes/media.ts)", () => demoPdf("Certificate")],
  ["a hand-made three-object PDF", () => plain()],
  [
    "pdf-lib: text in two fonts on two pages, object streams",
    async () => {
      const d = await PDFDocument.create();
      const font = await d.embedFont(StandardFonts.Helvetica);
      d.addPage().drawText("ETTC certificate", { x: 50, y: 700, font, size: 24 });
      d.addPage().drawText("Page two", { x: 50, y: 700, font: await d.embedFont(StandardFonts.TimesRoman) });
      d.setTitle("Certificate");
      return Buffer.from(await d.save({ useObjectStreams: true }));
    },
  ],
  [
    "pdf-lib: the JPEG and PNG fixtures drawn on a page, no object streams",
    async () => {
      const d = await PDFDocument.create();
      const p = d.addPage();
      p.drawImage(await d.embedJpg(new Uint8Array(readFileSync(join(FIXTURES, "upload-photo.jpg")))), { x: 10, y: 10, width: 64, height: 64 });
      p.drawImage(await d.embedPng(new Uint8Array(readFileSync(join(FIXTURES, "upload-photo.png")))), { x: 100, y: 10, width: 64, height: 64 });
      return Buffer.from(await d.save({ useObjectStreams: false }));
    },
  ],
  [
    "pdf-lib: a web link (/S /URI) and a go-to /OpenAction",
    async () => {
      const d = await PDFDocument.create();
      const p = d.addPage();
      const link = d.context.register(
        d.context.obj({ Type: "Annot", Subtype: "Link", Rect: [0, 0, 50, 50], A: { S: "URI", URI: PDFString.of("https://example.org/") } }),
      );
      p.node.set(PDFName.of("Annots"), d.context.obj([link]));
      d.catalog.set(PDFName.of("OpenAction"), d.context.obj([p.ref, "Fit"]));
      return Buffer.from(await d.save());
    },
  ],
  [
    "pdf-lib: a 2 MB uncompressed picture of noise (binary bytes are not names)",
    async () => {
      const d = await PDFDocument.create();
      const noise = Buffer.concat(Array.from({ length: 65_536 }, (_, i) => createHash("sha256").update(`noise-${i}`).digest())); // the same every run
      const image = d.context.register(
        d.context.stream(noise, { Type: "XObject", Subtype: "Image", Width: 1024, Height: 683, BitsPerComponent: 8, ColorSpace: "DeviceRGB" }),
      );
      d.addPage().node.set(PDFName.of("Resources"), d.context.obj({ XObject: { Im1: image } }));
      return Buffer.from(await d.save());
    },
  ],
  ["a benign incremental update (a new title)", () => update(demoPdf("Certificate"), { 6: "<< /Title (Updated) >>" }, 7)],
  // issue 43: four clean kinds a real-world corpus had refused as active_pdf
  [
    "a content stream inflating past 20 MB (a large drawing)",
    () => pdf([CATALOG(), PAGES, PAGE("/Contents 4 0 R"), stream("/Filter /FlateDecode", deflateSync(Buffer.alloc(25_000_000, "0 0 m 1 1 l S\n")))]),
  ],
  [
    "an image stream inflating past 20 MB",
    () =>
      pdf([
        CATALOG(),
        PAGES,
        PAGE("/Resources << /XObject << /Im1 4 0 R >> >>"),
        stream(
          "/Type /XObject /Subtype /Image /Width 4000 /Height 2000 /BitsPerComponent 8 /ColorSpace /DeviceRGB /Filter /FlateDecode",
          deflateSync(Buffer.alloc(24_000_000, 200)),
        ),
      ]),
  ],
  [
    "the bytes /AA/ inside an embedded font program (FontFile2, deflated and raw)",
    () => {
      const font = Buffer.concat([Buffer.from([0, 1, 0, 0]), bin("glyf/AA/JS /EF <</Launch"), Buffer.alloc(64, 7)]);
      const fontDict = (file: number) =>
        `<< /Type /Font /Subtype /TrueType /BaseFont /F /FontDescriptor << /Type /FontDescriptor /FontName /F /Flags 32 /FontBBox [0 0 1 1] /ItalicAngle 0 /Ascent 1 /Descent 0 /CapHeight 1 /StemV 1 /FontFile2 ${file} 0 R >> >>`;
      return pdf([
        CATALOG(),
        PAGES,
        PAGE("/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >>"),
        fontDict(6),
        fontDict(7),
        stream(`/Length1 ${font.length} /Filter /FlateDecode`, deflateSync(font)),
        stream(`/Length1 ${font.length}`, font),
      ]);
    },
  ],
  [
    "a usage-rights signature whose permissions hold an /EF array",
    () =>
      pdf([
        CATALOG("/Perms << /UR3 4 0 R >>"),
        PAGES,
        PAGE(),
        "<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached /Contents <00> /Reference [ << /Type /SigRef /TransformMethod /UR3 /TransformParams << /Type /TransformParams /V /2.2 /EF [/Create /Delete] /Annots [/Create] /Document [/FullSave] >> >> ] >>",
      ]),
  ],
  [
    "a deflated object stream of plain objects",
    () => pdf([CATALOG("/OpenAction 5 0 R"), PAGES, PAGE(), objStm(5, ["<< /S /GoTo /D [3 0 R /Fit] >>"], "/Filter /FlateDecode", deflateSync)]),
  ],
];

test(`${HOSTILE.length} hostile PDFs are refused as active content`, async () => {
  assert.ok(HOSTILE.length >= 20);
  for (const [name, make] of HOSTILE) {
    const v = await inspectUpload("ettc", await make());
    assert.equal(v.ok ? "accepted" : [v.status, v.error, v.message], [400, "active_pdf", ACTIVE_PDF], name);
  }
});

test("a PDF no parser can read is refused as damaged (400, never a 500)", async () => {
  for (const [name, make] of UNREADABLE) {
    const v = await inspectUpload("ettc", make());
    assert.equal(v.ok ? "accepted" : [v.status, v.error, v.message], [400, "damaged_pdf", DAMAGED_PDF], name);
  }
});

test("an encrypted PDF is refused: its streams cannot be read to check them", async () => {
  const v = await inspectUpload(
    "ettc",
    pdf([CATALOG(), PAGES, PAGE(), "<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>"], { trailer: "/Encrypt 4 0 R " }),
  );
  assert.equal(v.ok ? "accepted" : [v.status, v.error, v.message], [400, "locked_pdf", LOCKED_PDF]);
});

test("a content stream inflating past the cap is refused as too complex, never as active content", async () => {
  const v = await inspectUpload("ettc", bomb());
  assert.equal(v.ok ? "accepted" : [v.status, v.error, v.message], [400, "pdf_too_complex", COMPLEX_PDF]);
});

test("a check past its time limit is refused as too complex, never as active content", async () => {
  // a PDF of 40 000 objects cannot be parsed in a millisecond: the task is aborted, its thread ended
  const objects = Array.from({ length: 40_000 }, (_, i) => `<< /Type /Annot /Subtype /Link /Rect [0 0 ${i} 5] >>`);
  const many = pdf([CATALOG(), PAGES, PAGE(), ...objects]);
  const v = await inspectUpload("ettc", many, { ...PDF_CHECK_LIMITS, timeoutMs: 1 });
  assert.equal(v.ok ? "accepted" : [v.status, v.error, v.message], [400, "pdf_too_complex", COMPLEX_PDF]);
  // the pool goes on: the same file within the usual limit passes
  assert.equal(await inspectUpload("ettc", many), { ok: true, mime: "application/pdf", width: null, height: null });
});

test(`${ORDINARY.length} ordinary PDFs pass`, async () => {
  assert.ok(ORDINARY.length >= 5);
  for (const [name, make] of ORDINARY) {
    const v = await inspectUpload("ettc", await make());
    assert.equal(v, { ok: true, mime: "application/pdf", width: null, height: null }, name);
  }
});

test.after(closePdfPool);

test.run();
