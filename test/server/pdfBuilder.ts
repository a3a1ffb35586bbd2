// PDFs the tests and the PDF check's bench make from their objects, byte by byte (one builder for
// test/server/pdfCorpus.test.ts, pdfCheckLoad.test.ts and bench/pdfCheck.bench.ts).

/** Text as the bytes a PDF holds (latin1: one byte a character). */
export const bin = (s: string) => Buffer.from(s, "latin1");

export type Part = string | Buffer;

/** A PDF from its objects (object i+1 is parts[i]), with a correct cross-reference table unless `xref` says otherwise. */
export function pdf(parts: Part[], o: { xref?: "ok" | "broken" | "none"; trailer?: string } = {}): Buffer {
  const chunks: Buffer[] = [bin("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")];
  let at = chunks[0]!.length;
  const offsets: number[] = [];
  parts.forEach((p, i) => {
    offsets.push(at);
    const c = Buffer.concat([bin(`${i + 1} 0 obj\n`), typeof p === "string" ? bin(p) : p, bin("\nendobj\n")]);
    chunks.push(c);
    at += c.length;
  });
  const xref = o.xref ?? "ok";
  const size = parts.length + 1;
  let tail = "";
  if (xref !== "none") {
    const rows = offsets.map((off) => `${String(xref === "broken" ? off + 7 : off).padStart(10, "0")} 00000 n \n`).join("");
    tail += `xref\n0 ${size}\n0000000000 65535 f \n${rows}`;
  }
  tail += `trailer\n<< /Size ${size} /Root 1 0 R ${o.trailer ?? ""}>>\nstartxref\n${xref === "broken" ? 99999 : at}\n%%EOF\n`;
  return Buffer.concat([...chunks, bin(tail)]);
}
