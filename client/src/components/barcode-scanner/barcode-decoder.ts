/**
 * Finds product barcodes (EAN-13, EAN-8, UPC-A, UPC-E) in an image: the browser's own BarcodeDetector
 * where it has one that reads them, else @zxing/library, bundled with the app (never from a CDN) in a
 * chunk loaded the first time a screen scans.
 */

export type BarcodeSource = Blob | ImageData | HTMLVideoElement | HTMLCanvasElement | ImageBitmap;

const FORMATS = ["ean_13", "ean_8", "upc_a", "upc_e"] as const;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

let nativeDetector: Promise<BarcodeDetectorLike | null> | null = null;

function native(): Promise<BarcodeDetectorLike | null> {
  nativeDetector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      const supported = await Detector.getSupportedFormats();
      const formats = FORMATS.filter((f) => supported.includes(f));
      return formats.length > 0 ? new Detector({ formats }) : null;
    } catch {
      return null;
    }
  })();
  return nativeDetector;
}

type ZXing = typeof import("@zxing/library");
let zxing: Promise<ZXing> | null = null;

/**
 * @zxing/library (the TypeScript port of ZXing), loaded the first time a screen scans. Plain JavaScript,
 * no WebAssembly, so it runs under the app's strict script policy (no 'wasm-unsafe-eval').
 */
function loadZXing(): Promise<ZXing> {
  zxing ??= import("@zxing/library");
  return zxing;
}

/** One pass of ZXing over a grey-scale image; null when it finds no product barcode. */
function decodeLuminance(lib: ZXing, luminance: Uint8ClampedArray, width: number, height: number): string | null {
  const reader = new lib.MultiFormatReader();
  const formats = [lib.BarcodeFormat.EAN_13, lib.BarcodeFormat.EAN_8, lib.BarcodeFormat.UPC_A, lib.BarcodeFormat.UPC_E];
  reader.setHints(
    new Map<import("@zxing/library").DecodeHintType, unknown>([
      [lib.DecodeHintType.POSSIBLE_FORMATS, formats],
      [lib.DecodeHintType.TRY_HARDER, true],
    ]),
  );
  try {
    const bitmap = new lib.BinaryBitmap(new lib.HybridBinarizer(new lib.RGBLuminanceSource(luminance, width, height)));
    return reader.decode(bitmap).getText();
  } catch {
    // NotFound / Checksum / Format: nothing readable in this image.
    return null;
  }
}

/** The image's luminance (ITU-R BT.601 weights), one byte a pixel. */
function luminanceOf(image: ImageData): Uint8ClampedArray {
  const { data, width, height } = image;
  const out = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; p < out.length; i += 4, p += 1) out[p] = (data[i] * 299 + data[i + 1] * 587 + data[i + 2] * 114) / 1000;
  return out;
}

/** Which decoder this browser will use (for the screen's hint). */
export async function decoderName(): Promise<"native" | "zxing"> {
  return (await native()) ? "native" : "zxing";
}

/** A product barcode is all digits; anything else a decoder reads (a QR code's URL) is ignored. */
export const isProductBarcode = (value: string) => /^\d{6,14}$/.test(value.trim());

function toImageData(source: HTMLVideoElement | HTMLCanvasElement | ImageBitmap): ImageData | null {
  const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
  const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
  if (!width || !height) return null;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** The product barcodes found in the image, first the most certain. */
export async function detectBarcodes(source: BarcodeSource): Promise<string[]> {
  const detector = await native();
  if (detector) {
    try {
      const input = source instanceof Blob ? await createImageBitmap(source) : source;
      const found = await detector.detect(input as ImageBitmapSource);
      return found.map((b) => b.rawValue).filter(isProductBarcode);
    } catch {
      // Fall through to zxing (some browsers refuse certain sources).
    }
  }
  const lib = await loadZXing();
  const image = source instanceof ImageData ? source : source instanceof Blob ? toImageData(await createImageBitmap(source)) : toImageData(source);
  if (!image) return [];
  const code = decodeLuminance(lib, luminanceOf(image), image.width, image.height);
  return code && isProductBarcode(code) ? [code] : [];
}
