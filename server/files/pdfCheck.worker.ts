// The PDF check's worker thread (./pdfCheck.ts runs it in a piscina pool): the bytes in, a verdict out.
import { type PdfLimits, type PdfVerdict, pdfContent } from "./pdfContent.ts";

export default function check(task: { bytes: Uint8Array; limits: PdfLimits }): Promise<PdfVerdict> {
  return pdfContent(Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength), task.limits);
}
