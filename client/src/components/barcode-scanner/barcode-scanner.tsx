import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { detectBarcodes, isProductBarcode } from "./barcode-decoder";
import "./barcode-scanner.css";

export interface BarcodeScannerProps {
  /** Called once with the barcode read from the camera or a photo, or typed in. */
  onDetected: (barcode: string) => void;
  /** Shown on the submit button of the typed entry. */
  submitLabel?: string;
  /** Disables the controls while the caller looks the code up. */
  busy?: boolean;
}

type CameraState = "off" | "starting" | "scanning" | "denied" | "unavailable";

const SCAN_INTERVAL_MS = 250;

/**
 * Scan a product barcode with the camera, read it from a photo, or type it. Shared by the pantry's
 * add-item screen and the products screens; the decoder (BarcodeDetector or @zxing/library) is loaded only
 * when a scan starts.
 */
export function BarcodeScanner({ onDetected, submitLabel = "Find product", busy = false }: BarcodeScannerProps) {
  const id = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [camera, setCamera] = useState<CameraState>("off");
  const [typed, setTyped] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const stopCamera = () => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setCamera((state) => (state === "scanning" || state === "starting" ? "off" : state));
  };

  useEffect(() => () => streamRef.current?.getTracks().forEach((track) => track.stop()), []);

  // While the camera runs, look at a frame a few times a second until a barcode is read.
  useEffect(() => {
    if (camera !== "scanning") return;
    let cancelled = false;
    let timer: number | undefined;
    const tick = async () => {
      const video = videoRef.current;
      if (cancelled || !video) return;
      if (video.readyState >= 2) {
        try {
          const [code] = await detectBarcodes(video);
          if (code && !cancelled) {
            stopCamera();
            setMessage(`Read ${code}`);
            onDetected(code);
            return;
          }
        } catch {
          // A frame that cannot be read: try the next one.
        }
      }
      if (!cancelled) timer = window.setTimeout(tick, SCAN_INTERVAL_MS);
    };
    void tick();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [camera, onDetected]);

  const startCamera = async () => {
    setMessage(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera("unavailable");
      return;
    }
    setCamera("starting");
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
      streamRef.current = stream;
      if (videoRef.current) {
        videoRef.current.srcObject = stream;
        await videoRef.current.play().catch(() => undefined);
      }
      setCamera("scanning");
    } catch (error) {
      setCamera((error as { name?: string }).name === "NotAllowedError" ? "denied" : "unavailable");
    }
  };

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setMessage(null);
    setReading(true);
    try {
      const [code] = await detectBarcodes(file);
      if (code) {
        setMessage(`Read ${code}`);
        onDetected(code);
      } else {
        setMessage("No barcode found in that photo. Try again closer, in good light, or type the numbers.");
      }
    } catch {
      setMessage("That photo could not be read. Try another one, or type the numbers.");
    } finally {
      setReading(false);
    }
  };

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.replace(/\s+/g, "");
    if (!isProductBarcode(code)) {
      setMessage("A barcode is 6 to 14 digits, as printed under the bars.");
      return;
    }
    setMessage(null);
    onDetected(code);
  };

  const cameraHint: Record<CameraState, string | null> = {
    off: null,
    starting: "Starting the camera…",
    scanning: "Point the camera at the barcode; it is read as soon as it is sharp.",
    denied: "Hearth may not use the camera. Allow it in the browser's site settings, or use a photo instead.",
    unavailable: "No camera is available here. Use a photo, or type the numbers.",
  };

  return (
    <section className="barcode-scanner" aria-label="Barcode">
      <div className="barcode-scanner__actions">
        {camera === "scanning" || camera === "starting" ? (
          <button type="button" className="button button--secondary" onClick={stopCamera}>
            Stop camera
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void startCamera()} disabled={busy}>
            Scan with camera
          </button>
        )}
        <label className="button button--secondary barcode-scanner__photo">
          {reading ? "Reading photo…" : "Read from a photo"}
          <input type="file" accept="image/*" capture="environment" onChange={(e) => void readPhoto(e)} disabled={busy || reading} />
        </label>
      </div>
      <video
        ref={videoRef}
        className="barcode-scanner__video"
        hidden={camera !== "scanning" && camera !== "starting"}
        muted
        playsInline
        aria-label="Camera view"
      />
      {cameraHint[camera] && <p className="barcode-scanner__hint">{cameraHint[camera]}</p>}
      <form className="barcode-scanner__typed" onSubmit={submitTyped}>
        <label htmlFor={`${id}-code`}>Barcode number</label>
        <input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="e.g. 5012345678900"
        />
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </form>
      {message && (
        <p className="barcode-scanner__message" role="status">
          {message}
        </p>
      )}
    </section>
  );
}
