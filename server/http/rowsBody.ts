// An answer's JSON written straight into one buffer from its rows' texts: `{"rows":[t0,t1,...]<more>}`.
// Joining the texts into one string and encoding it (as `Buffer.from(`{"rows":[${texts.join(",")}]}`)`
// did) copied a list of 1,000 outlets (450 KB) three times and left a large string for the
// collector: a fifth of the server's main thread in the load test's mix (decision 056). Each text
// is measured, then written once at its place.

const HEAD = Buffer.from('{"rows":[');

/** The bytes of `{"rows":[` + the texts joined by commas + `]` + `more` + `}` (`more`: e.g. `,"sync":{...}`). */
export function rowsBody(texts: readonly string[], more = ""): Buffer {
  const tail = `]${more}}`;
  let size = HEAD.length + Math.max(0, texts.length - 1) + Buffer.byteLength(tail);
  const sizes = new Array<number>(texts.length);
  for (let i = 0; i < texts.length; i++) {
    sizes[i] = Buffer.byteLength(texts[i]!);
    size += sizes[i]!;
  }
  const body = Buffer.allocUnsafe(size);
  let at = HEAD.copy(body, 0);
  for (let i = 0; i < texts.length; i++) {
    if (i > 0) body[at++] = 0x2c; // ","
    at += body.write(texts[i]!, at, sizes[i]!, "utf8");
  }
  body.write(tail, at, "utf8");
  return body;
}
