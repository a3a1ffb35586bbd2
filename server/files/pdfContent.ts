// What a PDF holds, read as a PDF reader reads it (decision 021, amended by issue 26): pdf-lib's
// parser walks every indirect object (also those inside object streams, which it decodes: Flate,
// LZW, ASCII85, ASCIIHex, RunLength), every name is compared decoded (`/J#61vaScript` is
// /JavaScript, also with lower-case hex), and every object the parser ever met counts, not only the
// last one of its number: an incremental update or a duplicate the cross-reference table points at
// cannot hide an earlier object. Before parsing, a byte scan (names decoded, deflated streams
// inflated, 20 MB in all) catches what the parser would never reach: a "zip bomb" stream, an action
// in a stream that is not an object stream, or an object the parser skipped as invalid.
import { inflateSync } from "node:zlib";
import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFContext, type PDFObject, PDFParser, PDFRawStream, PDFRef } from "pdf-lib";

export type PdfVerdict = "plain" | "active" | "damaged" | "locked";

/**
 * Names that make a PDF active, wherever they sit (as a key or a value): JavaScript (/JS, a
 * /JavaScript name tree or action), launch actions, additional actions (/AA, on the document, a
 * page, a field or an annotation), embedded files (the /EmbeddedFiles name tree, a file
 * specification's /EF, an /EmbeddedFile stream, a file attachment annotation, a go-to-embedded
 * action) and rich media (Flash, 3D, video: /RichMedia and its parts). An /OpenAction of one of
 * these kinds is an action dictionary holding one of these names, so it is refused with it.
 */
const ACTIVE_NAMES = new Set([
  "JS",
  "JavaScript",
  "Launch",
  "AA",
  "EmbeddedFile",
  "EmbeddedFiles",
  "EF",
  "FileAttachment",
  "GoToE",
  "RichMedia",
  "RichMediaContent",
  "RichMediaSettings",
  "RichMediaExecute",
]);
/**
 * The same names in raw text: a name ends at a delimiter or white space; the three two-letter ones
 * (JS, AA, EF) must be followed by one, so random bytes of a picture rarely read as one.
 */
const LONG_NAMES = [...ACTIVE_NAMES].filter((n) => n.length > 2);
const ACTIVE_TEXT = new RegExp(`/(?:(?:${LONG_NAMES.join("|")})(?![A-Za-z0-9_.#-])|(?:JS|AA|EF)(?=[\\s/<>()\\[\\]{}%]))`);

/** A name's text as a reader sees it: every `#xx` escape decoded, upper- or lower-case hex. */
export const decodeNameEscapes = (s: string): string =>
  s.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/** The bytes as text with name escapes decoded (a regular-expression check sees /JavaScript for /J#61vaScript). */
const readable = (b: Uint8Array): string => decodeNameEscapes(Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString("latin1"));

const MAX_INFLATED = 20_000_000;
/** pdf-lib yields to the event loop after this many objects: a PDF of many thousand objects takes a second to parse, and other requests go on meanwhile. */
const OBJECTS_PER_TICK = 500;

/** The byte scan: the file's own text and every deflated stream in it, names decoded; "active" on a hit or a stream past 20 MB inflated. */
function scanBytes(b: Buffer): "active" | null {
  const text = b.toString("latin1");
  if (ACTIVE_TEXT.test(decodeNameEscapes(text))) return "active";
  const re = /stream(?:\r\n|\r|\n)/g;
  let inflated = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    try {
      const out = inflateSync(b.subarray(start, end), { maxOutputLength: MAX_INFLATED - inflated });
      inflated += out.length;
      if (ACTIVE_TEXT.test(readable(out))) return "active";
    } catch (e) {
      if ((e as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return "active";
      // not a deflate stream (an image, plain text): nothing more to read in it
    }
    re.lastIndex = end + "endstream".length;
  }
  return null;
}

const nameOf = (n: PDFName): string => decodeNameEscapes(n.decodeText());

/** Whether an object (a dictionary, an array, a stream's dictionary, nested to any depth) holds an active name. */
function activeObject(o: PDFObject, seen = new Set<PDFObject>()): boolean {
  if (seen.has(o)) return false;
  seen.add(o);
  if (o instanceof PDFName) return ACTIVE_NAMES.has(nameOf(o));
  if (o instanceof PDFRawStream) return activeObject(o.dict, seen);
  if (o instanceof PDFDict) {
    for (const [k, v] of o.entries()) if (ACTIVE_NAMES.has(nameOf(k)) || activeObject(v, seen)) return true;
    return false;
  }
  if (o instanceof PDFArray) return o.asArray().some((v) => activeObject(v, seen));
  return false; // numbers, strings, booleans, null, references (each referenced object is walked on its own)
}

/** Whether an object stream uses a predictor (pdf-lib decodes filters, not predictors: its objects could not be read as a reader reads them). */
function predicted(s: PDFRawStream): boolean {
  if (s.dict.lookup(PDFName.of("Type")) !== PDFName.of("ObjStm")) return false;
  const parms = s.dict.lookup(PDFName.of("DecodeParms"));
  const dicts = parms instanceof PDFArray ? parms.asArray() : [parms];
  return dicts.some((d) => {
    const p = d instanceof PDFRef ? s.dict.context.lookup(d) : d;
    const predictor = p instanceof PDFDict ? p.lookup(PDFName.of("Predictor")) : undefined;
    return predictor instanceof PDFNumber && predictor.asNumber() > 1;
  });
}

/** What the PDF is: plain, active (refused), damaged (cannot be parsed) or locked (encrypted: its streams cannot be read). */
export async function pdfContent(bytes: Buffer): Promise<PdfVerdict> {
  if (scanBytes(bytes) === "active") return "active";
  const parser = PDFParser.forBytesWithOptions(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), OBJECTS_PER_TICK, true, true);
  // every object the parser meets, also one a later object of the same number replaces
  const met: PDFObject[] = [];
  const context = (parser as unknown as { context: PDFContext }).context; // the parser's own (protected in its typings)
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
  try {
    // throwOnInvalidObject: an object pdf-lib cannot parse (or an object stream it cannot decode) is not kept as opaque bytes, unchecked
    await parser.parseDocument();
    if (unreadable) return "damaged";
    if (context.trailerInfo.Encrypt) return "locked";
    if (!(context.lookup(context.trailerInfo.Root) instanceof PDFDict)) return "damaged";
    for (const o of met) if (activeObject(o)) return "active";
    for (const o of Object.values(context.trailerInfo)) if (o && activeObject(o)) return "active";
    return "plain";
  } catch {
    return "damaged";
  }
}
