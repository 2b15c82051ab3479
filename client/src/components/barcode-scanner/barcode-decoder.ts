/**
 * Finds product barcodes (EAN-13, EAN-8, UPC-A, UPC-E) in an image: the browser's own BarcodeDetector
 * where it has one that reads them, else zxing-wasm, whose WASM file ships inside the npm package and is
 * served with the app (never from a CDN), loaded the first time a screen scans.
 */

export type BarcodeSource = Blob | ImageData | HTMLVideoElement | HTMLCanvasElement | ImageBitmap;

const FORMATS = ["ean_13", "ean_8", "upc_a", "upc_e"] as const;
const ZXING_FORMATS = ["EAN-13", "EAN-8", "UPC-A", "UPC-E"] as const;

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

type ZXingReader = typeof import("zxing-wasm/reader");
let zxing: Promise<ZXingReader> | null = null;

/** zxing-wasm, prepared to fetch its WASM from this app's own build. */
function loadZXing(): Promise<ZXingReader> {
  zxing ??= Promise.all([import("zxing-wasm/reader"), import("zxing-wasm/reader/zxing_reader.wasm?url")]).then(
    ([reader, wasm]) => {
      const wasmUrl = (wasm as { default: string }).default;
      reader.prepareZXingModule({
        overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) },
      });
      return reader;
    },
  );
  return zxing;
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
  const reader = await loadZXing();
  const input = source instanceof Blob || source instanceof ImageData ? source : toImageData(source);
  if (!input) return [];
  const results = await reader.readBarcodes(input, { formats: [...ZXING_FORMATS], tryHarder: true, maxNumberOfSymbols: 1 });
  return results.filter((r) => r.isValid).map((r) => r.text).filter(isProductBarcode);
}
