// A photo shrunk for upload (spec section 5: half the width, aspect ratio kept, JPEG at 0.5), with
// pica, on an OffscreenCanvas: run in the shrink worker (shrink.worker.ts), or where there is no
// worker, on the page. createImageBitmap applies the photo's EXIF orientation.

export interface Shrunk {
  blob: Blob;
  width: number;
  height: number;
  fromWidth: number;
  fromHeight: number;
}
export interface Resizer {
  resize(from: ImageBitmap, to: OffscreenCanvas | HTMLCanvasElement, o?: object): Promise<unknown>;
}

/** The size a photo of `w` x `h` is shrunk to. */
export const halfSize = (w: number, h: number) => {
  const width = Math.max(1, Math.round(w / 2));
  return { width, height: Math.max(1, Math.round((h * width) / w)) };
};

export async function shrinkWith(pica: Resizer, file: Blob): Promise<Shrunk> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const { width, height } = halfSize(bitmap.width, bitmap.height);
    const to = new OffscreenCanvas(width, height);
    await pica.resize(bitmap, to);
    return { blob: await to.convertToBlob({ type: "image/jpeg", quality: 0.5 }), width, height, fromWidth: bitmap.width, fromHeight: bitmap.height };
  } finally {
    bitmap.close();
  }
}

export interface BufferResizer {
  resizeBuffer(o: { src: Uint8Array; width: number; height: number; toWidth: number; toHeight: number }): Promise<Uint8Array>;
}

/**
 * The same inside a worker, where pica cannot make canvases of its own: the photo's pixels are
 * read from an OffscreenCanvas, resized by pica's `resizeBuffer` and written to the smaller one.
 */
export async function shrinkPixels(pica: BufferResizer, file: Blob): Promise<Shrunk> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  const fromWidth = bitmap.width,
    fromHeight = bitmap.height;
  const { width, height } = halfSize(fromWidth, fromHeight);
  let pixels: Uint8Array;
  {
    const from = new OffscreenCanvas(fromWidth, fromHeight);
    const g = from.getContext("2d", { willReadFrequently: true })!;
    g.drawImage(bitmap, 0, 0);
    bitmap.close();
    pixels = new Uint8Array(g.getImageData(0, 0, fromWidth, fromHeight).data.buffer);
  }
  const out = await pica.resizeBuffer({ src: pixels, width: fromWidth, height: fromHeight, toWidth: width, toHeight: height });
  const to = new OffscreenCanvas(width, height);
  to.getContext("2d")!.putImageData(
    new ImageData(new Uint8ClampedArray(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength), width, height),
    0,
    0,
  );
  return { blob: await to.convertToBlob({ type: "image/jpeg", quality: 0.5 }), width, height, fromWidth, fromHeight };
}
