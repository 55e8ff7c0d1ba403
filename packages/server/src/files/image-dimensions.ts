/**
 * Width and height from the header of a PNG or JPEG, without decoding it, so an image that
 * would decompress to gigabytes (a "pixel bomb") is refused before anyone opens it.
 */
export interface Dimensions {
  width: number;
  height: number;
}

export function pngDimensions(buffer: Uint8Array): Dimensions | undefined {
  // signature (8) + IHDR length (4) + "IHDR" (4) + width (4) + height (4)
  if (buffer.length < 24) return undefined;
  const view = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  if (view.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

export function jpegDimensions(buffer: Uint8Array): Dimensions | undefined {
  const view = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let offset = 2; // after SOI
  while (offset + 4 <= view.length) {
    if (view[offset] !== 0xff) return undefined;
    const marker = view[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // image data before any frame
    const length = view.readUInt16BE(offset + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > view.length) return undefined;
      return { height: view.readUInt16BE(offset + 5), width: view.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}
