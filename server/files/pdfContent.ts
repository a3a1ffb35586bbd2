// What a PDF holds, read as a PDF reader reads it (decision 021, amended by issue 26 and by decision
// 062): pdf-lib's parser walks every indirect object (also those inside object streams, which it
// decodes: Flate, LZW, ASCII85, ASCIIHex, RunLength), every name is compared decoded (`/J#61vaScript`
// is /JavaScript, also with lower-case hex), and every object the parser ever met counts, not only the
// last one of its number: an incremental update or a duplicate the cross-reference table points at
// cannot hide an earlier object. The names are looked for only where the PDF's object model holds
// them (issue 43): in the parsed objects, in the content streams a reader interprets (page contents,
// form XObjects, patterns; never font programs, pictures, colour profiles or metadata), and in the
// file's text outside every object the parser read (what it skipped: a trailer, garbage between
// objects). /AA and /EF count only with a dictionary as their value (a usage-rights signature's
// `/EF [/Create /Delete]` is a permission, not a file). This runs in a worker thread (./pdfCheck.ts):
// a limit hit (content streams decoding past MAX_CONTENT) is "too_complex", never "active".
import { constants as zlib, inflateSync } from "node:zlib";
import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFContext, type PDFObject, PDFParser, PDFRawStream, PDFRef, decodePDFRawStream } from "pdf-lib";

export type PdfVerdict = "plain" | "active" | "damaged" | "locked" | "too_complex";

/**
 * Names that make a PDF active wherever they sit in a parsed object (as a key or a value):
 * JavaScript (/JS, a /JavaScript name tree or action), launch actions, embedded files (the
 * /EmbeddedFiles name tree, an /EmbeddedFile stream, a file attachment annotation, a go-to-embedded
 * action) and rich media (Flash, 3D, video: /RichMedia and its parts). An /OpenAction of one of
 * these kinds is an action dictionary holding one of these names, so it is refused with it.
 */
const ACTIVE_NAMES = new Set([
  "JS",
  "JavaScript",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "FileAttachment",
  "GoToE",
  "RichMedia",
  "RichMediaContent",
  "RichMediaSettings",
  "RichMediaExecute",
]);
/** Keys active only with a dictionary as their value: additional actions (/AA, on the document, a page, a field or an annotation) and a file specification's embedded file streams (/EF). */
const ACTIVE_DICT_KEYS = new Set(["AA", "EF"]);

/**
 * The same names in raw text (a content stream, the text outside the parsed objects): a name ends at
 * a delimiter or white space; the three two-letter ones (JS, AA, EF) must be followed by one.
 */
const TEXT_NAMES = [...ACTIVE_NAMES, ...ACTIVE_DICT_KEYS];
const LONG_NAMES = TEXT_NAMES.filter((n) => n.length > 2);
const ACTIVE_TEXT = new RegExp(`/(?:(?:${LONG_NAMES.join("|")})(?![A-Za-z0-9_.#-])|(?:JS|AA|EF)(?=[\\s/<>()\\[\\]{}%]))`);
/** Bytes kept from one decoded chunk of a content stream to the next, so a name cut between two chunks is still seen. */
const OVERLAP = 256;
/** pdf-lib's decoders are read 16 KB at a time (each read grows its buffer to fit); text is searched 1 MB at a time. */
const CHUNK = 1 << 14;
const WINDOW = 1 << 20;

/** A name's text as a reader sees it: every `#xx` escape decoded, upper- or lower-case hex. */
export const decodeNameEscapes = (s: string): string =>
  s.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

const latin1 = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString("latin1");

export interface PdfLimits {
  /** Bytes all the content streams may decode to together; past it the PDF is "too_complex" (a "zip bomb", or a drawing too big to check). */
  maxContentBytes: number;
}
export const PDF_LIMITS: PdfLimits = { maxContentBytes: 64 * 1024 * 1024 };

/** What a name means here: 1 active anywhere, 2 active as a key with a dictionary value, 0 neither. Names are interned by pdf-lib, so each is decoded once. */
const kindOfName = new WeakMap<PDFName, 0 | 1 | 2>();
function nameKind(n: PDFName): 0 | 1 | 2 {
  let k = kindOfName.get(n);
  if (k === undefined) {
    const text = decodeNameEscapes(n.decodeText());
    k = ACTIVE_NAMES.has(text) ? 1 : ACTIVE_DICT_KEYS.has(text) ? 2 : 0;
    kindOfName.set(n, k);
  }
  return k;
}

/**
 * Whether an object (a dictionary, an array, a stream's dictionary, nested to any depth) holds an
 * active name. Direct objects form a tree (the parser makes a new one for each it reads), so the
 * walk needs no set of objects seen: one stack for the whole object.
 */
function activeObject(root: PDFObject, context: PDFContext): boolean {
  const stack: PDFObject[] = [root];
  while (stack.length > 0) {
    const o = stack.pop()!;
    if (o instanceof PDFName) {
      if (nameKind(o) === 1) return true;
    } else if (o instanceof PDFDict || o instanceof PDFRawStream) {
      const dict = o instanceof PDFRawStream ? o.dict : o;
      for (const [k, v] of dict.entries()) {
        const kind = nameKind(k);
        if (kind === 1) return true;
        if (kind === 2 && (v instanceof PDFDict || (v instanceof PDFRef && context.lookup(v) instanceof PDFDict))) return true;
        stack.push(v);
      }
    } else if (o instanceof PDFArray) {
      for (let i = 0; i < o.size(); i++) stack.push(o.get(i));
    }
    // numbers, strings, booleans, null, references (each referenced object is walked on its own)
  }
  return false;
}

const N = (s: string) => PDFName.of(s);

/** Whether an object stream uses a predictor (pdf-lib decodes filters, not predictors: its objects could not be read as a reader reads them). */
function predicted(s: PDFRawStream): boolean {
  if (s.dict.lookup(N("Type")) !== N("ObjStm")) return false;
  const parms = s.dict.lookup(N("DecodeParms"));
  const dicts = parms instanceof PDFArray ? parms.asArray() : [parms];
  return dicts.some((d) => {
    const p = d instanceof PDFRef ? s.dict.context.lookup(d) : d;
    const predictor = p instanceof PDFDict ? p.lookup(N("Predictor")) : undefined;
    return predictor instanceof PDFNumber && predictor.asNumber() > 1;
  });
}

/**
 * Whether a stream is one a reader interprets as page content (a page's /Contents, a form XObject,
 * a tiling pattern, a Type 3 glyph): no subtype but /Form, no type but /XObject or /Pattern, and
 * none of the marks of a font program (/Length1-3, a FontFile* reference to it), a picture, a colour
 * profile (/N), a function, a CMap or metadata. A font program's bytes can hold any text.
 */
function contentStream(s: PDFRawStream, fontPrograms: Set<PDFRawStream>): boolean {
  if (fontPrograms.has(s)) return false;
  const d = s.dict;
  const subtype = d.lookup(N("Subtype"));
  if (subtype !== undefined && subtype !== N("Form")) return false;
  const type = d.lookup(N("Type"));
  if (type !== undefined && type !== N("XObject") && type !== N("Pattern")) return false;
  for (const k of ["Length1", "Length2", "Length3", "N", "FunctionType", "CMapName", "UseCMap"]) if (d.has(N(k))) return false;
  return true;
}

/** What the PDF is: plain, active (refused), damaged (cannot be parsed), locked (encrypted: its streams cannot be read) or too complex (a limit hit). */
export async function pdfContent(bytes: Buffer, limits: PdfLimits = PDF_LIMITS): Promise<PdfVerdict> {
  // in a worker thread: no yielding to an event loop (a tick every N objects only slows the parse)
  const parser = PDFParser.forBytesWithOptions(
    new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    Number.POSITIVE_INFINITY,
    true,
    true,
  );
  const internals = parser as unknown as {
    context: PDFContext; // the parser's own (protected in its typings)
    bytes: { offset(): number };
    parseIndirectObject(): Promise<PDFRef>;
  };
  const context = internals.context;
  // every object the parser meets, also one a later object of the same number replaces
  const met: PDFObject[] = [];
  const assign = context.assign.bind(context);
  context.assign = (ref, object) => {
    met.push(object);
    assign(ref, object);
  };
  // an object stream is decoded as soon as it is parsed (it is never assigned itself): note one with a predictor
  let unreadable = false;
  const parseObject = parser.parseObject.bind(parser);
  parser.parseObject = () => {
    const object = parseObject();
    if (object instanceof PDFRawStream && predicted(object)) unreadable = true;
    return object;
  };
  // where each indirect object the parser read starts and ends: the text left over is scanned as text
  const spans: number[] = [];
  const parseIndirectObject = internals.parseIndirectObject.bind(parser);
  internals.parseIndirectObject = () => {
    const start = internals.bytes.offset();
    const done = parseIndirectObject(); // the object's own bytes are read before its first await
    spans.push(start, internals.bytes.offset());
    return done;
  };
  try {
    // throwOnInvalidObject: an object pdf-lib cannot parse (or an object stream it cannot decode) is not kept as opaque bytes, unchecked
    await parser.parseDocument();
  } catch {
    return "damaged";
  }
  if (unreadable) return "damaged";
  if (context.trailerInfo.Encrypt) return "locked";
  if (!(context.lookup(context.trailerInfo.Root) instanceof PDFDict)) return "damaged";
  for (const o of met) if (activeObject(o, context)) return "active";
  for (const o of Object.values(context.trailerInfo)) if (o && activeObject(o, context)) return "active";
  if (ACTIVE_TEXT.test(decodeNameEscapes(outsideObjects(bytes, spans)))) return "active";

  const fontPrograms = new Set<PDFRawStream>();
  for (const o of met) {
    if (!(o instanceof PDFDict)) continue;
    for (const k of ["FontFile", "FontFile2", "FontFile3"]) {
      const f = o.lookup(N(k));
      if (f instanceof PDFRawStream) fontPrograms.add(f);
    }
  }
  let budget = limits.maxContentBytes;
  for (const o of met) {
    if (!(o instanceof PDFRawStream) || !contentStream(o, fontPrograms)) continue;
    const r = scanContent(o, budget);
    if (r === "active" || r === "too_complex") return r;
    budget -= r;
  }
  return "plain";
}

/** The file's text with every indirect object the parser read blanked out (what is left: header, tables, trailers, anything the parser skipped). */
function outsideObjects(bytes: Buffer, spans: number[]): string {
  const parts: string[] = [];
  let at = 0;
  const order = [];
  for (let i = 0; i < spans.length; i += 2) order.push([spans[i]!, spans[i + 1]!] as const);
  order.sort((a, b) => a[0] - b[0]);
  for (const [s, e] of order) {
    if (s > at) parts.push(latin1(bytes.subarray(at, s)));
    at = Math.max(at, e);
    parts.push(" ");
  }
  parts.push(latin1(bytes.subarray(at)));
  return parts.join("");
}

/** A content stream decoded (never past `budget` bytes) and its text searched: "active", "too_complex", or the bytes it decoded to. */
function scanContent(s: PDFRawStream, budget: number): "active" | "too_complex" | number {
  const filter = s.dict.lookup(N("Filter"));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter === undefined ? [] : [filter];
  if (filters.length === 0) return scanText([s.contents], budget);
  if (filters.length === 1 && filters[0] === N("FlateDecode") && s.dict.lookup(N("DecodeParms")) === undefined) {
    // the common case, inflated by zlib (native, and bounded: it stops at the budget)
    try {
      // Z_SYNC_FLUSH: a stream cut short gives what it holds, as a reader draws it
      return scanText([inflateSync(s.contents, { maxOutputLength: budget + 1, finishFlush: zlib.Z_SYNC_FLUSH })], budget);
    } catch (e) {
      return (e as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "too_complex" : 0; // corrupt data: a reader draws nothing of it either
    }
  }
  // other filters (LZW, ASCII85, ASCIIHex, RunLength, chains of them): pdf-lib's decoders, a chunk at a time
  let decoder: ReturnType<typeof decodePDFRawStream>;
  try {
    decoder = decodePDFRawStream(s);
  } catch {
    return 0; // a filter a reader would not decode for content either (an image codec): nothing it draws can be read as a name
  }
  const chunks = function* () {
    for (let total = 0; total <= budget; ) {
      let chunk: Uint8Array;
      try {
        const c = decoder.getBytes(Math.min(CHUNK, budget - total + 1));
        chunk = new Uint8Array(c.buffer, c.byteOffset, c.byteLength);
      } catch {
        return; // corrupt data past this point: a reader stops drawing there too
      }
      if (chunk.length === 0) return;
      total += chunk.length;
      yield chunk;
    }
  };
  return scanText(chunks(), budget);
}

/** Decoded bytes searched a window at a time (a name cut between two windows is still seen). */
function scanText(chunks: Iterable<Uint8Array>, budget: number): "active" | "too_complex" | number {
  let total = 0;
  let tail = "";
  for (const chunk of chunks) {
    total += chunk.length;
    if (total > budget) return "too_complex";
    for (let at = 0; at < chunk.length; at += WINDOW) {
      const text = tail + latin1(chunk.subarray(at, at + WINDOW));
      if (ACTIVE_TEXT.test(decodeNameEscapes(text))) return "active";
      tail = text.slice(-OVERLAP);
    }
  }
  return total;
}
