import fs from 'node:fs';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import { e2eServer } from './e2e-server.ts';

/**
 * A camera for the scan page's tests: Chromium's fake capture device plays a Y4M file (raw
 * YUV 4:2:0 frames) in a loop. The file shows an EAN-13 barcode drawn from bwip-js's bar
 * widths for a while, then an empty picture for longer than the scan page's 1.5 s of the same
 * scan, so each turn of the loop is one more scan of the code.
 */
export const cameraFile = path.join(e2eServer.dataDir, 'camera.y4m');

/** Chromium's switches that make getUserMedia answer with the file, without asking. */
export const fakeCameraArgs = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${cameraFile}`,
];

const WIDTH = 352;
const HEIGHT = 288;
const FPS = 10;
/** pixels per module (the narrowest bar) */
const MODULE = 2;
/** the white margin EAN-13 asks for on either side, in modules */
const QUIET = 11;

/** The luma plane of one frame: white, with the barcode's bars black when one is given. */
function lumaOf(ean: string | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  if (ean === null) return luma;
  const [symbol] = bwipjs.raw({ bcid: 'ean13', text: ean });
  if (symbol === undefined || !('sbs' in symbol))
    throw new Error(`bwip-js drew no bars for ${ean}`);
  // bar, space, bar, …: widths in modules
  const modules = symbol.sbs.reduce((sum, width) => sum + width, 0);
  const left = Math.floor((WIDTH - (modules + 2 * QUIET) * MODULE) / 2) + QUIET * MODULE;
  if (left < QUIET * MODULE) throw new Error('the barcode is wider than the picture');
  const top = Math.floor(HEIGHT * 0.2);
  const bottom = Math.floor(HEIGHT * 0.8);
  let x = left;
  symbol.sbs.forEach((width, index) => {
    const pixels = width * MODULE;
    if (index % 2 === 0) {
      for (let y = top; y < bottom; y++) luma.fill(0, y * WIDTH + x, y * WIDTH + x + pixels);
    }
    x += pixels;
  });
  return luma;
}

/** Y4M: a stream header, then per frame a FRAME line and the Y, U and V planes (grey U, V). */
function frame(luma: Buffer): Buffer {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/**
 * Writes the camera's film: `ean` seen for 2 s, then 2.5 s of nothing, looped by Chromium
 * (null: nothing at all, the file a browser can start with before a test knows its code).
 */
export function filmBarcode(ean: string | null): void {
  const shown = frame(lumaOf(ean));
  const empty = frame(lumaOf(null));
  const frames = [...Array<Buffer>(2 * FPS).fill(shown), ...Array<Buffer>(2.5 * FPS).fill(empty)];
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  fs.mkdirSync(path.dirname(cameraFile), { recursive: true });
  fs.writeFileSync(cameraFile, Buffer.concat([header, ...frames]));
}
