// Steps the upload suites share: a JPEG made in the page, and an uploaded file fetched as the
// signed-in person gets it.
import type { Page } from "playwright-core";

/** A JPEG of `w` x `h` made in the page (a gradient with shapes, like a photo's smooth areas). */
export async function makeJpeg(page: Page, w: number, h: number): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ([w, h]) => {
      const c = new OffscreenCanvas(w, h);
      const g = c.getContext("2d")!;
      const grad = g.createLinearGradient(0, 0, w, h);
      grad.addColorStop(0, "#2a6");
      grad.addColorStop(0.5, "#fc3");
      grad.addColorStop(1, "#36c");
      g.fillStyle = grad;
      g.fillRect(0, 0, w, h);
      for (let i = 0; i < 400; i++) {
        g.fillStyle = `hsl(${(i * 37) % 360},60%,50%)`;
        g.beginPath();
        g.arc((i * 997) % w, (i * 613) % h, 20 + (i % 60), 0, 7);
        g.fill();
      }
      const a = new Uint8Array(await (await c.convertToBlob({ type: "image/jpeg", quality: 0.92 })).arrayBuffer());
      let s = "";
      for (let i = 0; i < a.length; i += 0x8000) s += String.fromCharCode(...a.subarray(i, i + 0x8000));
      return btoa(s);
    },
    [w, h] as const,
  );
  return Buffer.from(b64, "base64");
}

/** The bytes of an uploaded file as the signed-in person gets them, and their picture's size. */
export const fetchFile = (page: Page, url: string) =>
  page.evaluate(async (url) => {
    const r = await fetch(url, { headers: { authorization: `Bearer ${localStorage.getItem("token")}` } });
    const blob = await r.blob();
    const dims = blob.type.startsWith("image/") ? await createImageBitmap(blob).then((b) => [b.width, b.height]) : null;
    const a = new Uint8Array(await blob.arrayBuffer());
    let s = "";
    for (let i = 0; i < a.length; i += 0x8000) s += String.fromCharCode(...a.subarray(i, i + 0x8000));
    return { status: r.status, type: r.headers.get("content-type"), nosniff: r.headers.get("x-content-type-options"), b64: btoa(s), dims };
  }, url);
