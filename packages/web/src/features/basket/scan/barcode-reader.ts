/**
 * Reads barcodes from the camera's picture (docs/decisions/146-scan-decoder.md): the browser's
 * own BarcodeDetector where it reads EAN-13, else ZXing, whose code loads only now, with the
 * camera, so no other page carries it.
 */

/** The part of the Barcode Detection API used here; TypeScript's DOM types lack it. */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'];
/** How often the browser's detector looks at the picture: a few times a second is enough. */
const DETECT_EVERY_MS = 200;

async function nativeDetector(): Promise<BarcodeDetectorInstance | null> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass })
    .BarcodeDetector;
  if (Detector === undefined) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    if (!supported.includes('ean_13')) return null;
    return new Detector({ formats: FORMATS.filter((format) => supported.includes(format)) });
  } catch {
    return null;
  }
}

function readNatively(
  detector: BarcodeDetectorInstance,
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): () => void {
  let stopped = false;
  const timer = window.setInterval(() => {
    if (stopped || video.readyState < 2) return;
    void detector
      .detect(video)
      .then((found) => {
        if (!stopped) for (const barcode of found) onCode(barcode.rawValue);
      })
      .catch(() => undefined);
  }, DETECT_EVERY_MS);
  return () => {
    stopped = true;
    window.clearInterval(timer);
  };
}

async function readWithZxing(
  stream: MediaStream,
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<() => void> {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map<(typeof DecodeHintType)[keyof typeof DecodeHintType], unknown>([
    [
      DecodeHintType.POSSIBLE_FORMATS,
      [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E],
    ],
  ]);
  const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: 150 });
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    if (result) onCode(result.getText());
  });
  return () => controls.stop();
}

/** Starts reading the camera's stream shown in `video`; the answer stops it. */
export async function startReading(
  stream: MediaStream,
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<{ stop: () => void; engine: 'native' | 'zxing' }> {
  const detector = await nativeDetector();
  if (detector !== null) {
    video.srcObject = stream;
    await video.play();
    return { stop: readNatively(detector, video, onCode), engine: 'native' };
  }
  return { stop: await readWithZxing(stream, video, onCode), engine: 'zxing' };
}
