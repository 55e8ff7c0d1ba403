import { AppError } from '#server/http/app-error.ts';

/**
 * How many bytes follow the end of a PNG (its IEND chunk) or JPEG (the end-of-image marker
 * after the last scan). Anything there is not part of the picture: a polyglot hides HTML or a
 * script there, so an upload with such bytes is refused (docs/security.md, Uploads). A file
 * whose end is not found answers 0: a truncated picture hides nothing behind its end.
 */
export function bytesAfterImageEnd(mime: string, content: Buffer): number {
  const end = mime === 'image/png' ? pngEnd(content) : jpegEnd(content);
  return end === undefined ? 0 : content.length - end;
}

/** Refuses a PNG or JPEG with bytes after its end (400 INVALID_IMAGE). */
export function refuseBytesAfterEnd(mime: string, content: Buffer): void {
  if (bytesAfterImageEnd(mime, content) > 0) {
    throw new AppError(400, 'INVALID_IMAGE', 'The image has data after its end');
  }
}

const PNG_SIGNATURE_LENGTH = 8;

function pngEnd(content: Buffer): number | undefined {
  let offset = PNG_SIGNATURE_LENGTH;
  // each chunk: length (4), type (4), data (length), CRC (4)
  while (offset + 12 <= content.length) {
    const length = content.readUInt32BE(offset);
    const type = content.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset;
  }
  return undefined;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

function jpegEnd(content: Buffer): number | undefined {
  let offset = 2; // after the start-of-image marker
  while (offset + 1 < content.length) {
    if (content[offset] !== 0xff) return undefined;
    const marker = content[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
    } else if (marker === 0xd9) {
      return offset + 2;
    } else if (marker === 0x01 || marker === 0xd8 || isRestart(marker)) {
      offset += 2; // markers without a length
    } else {
      if (offset + 4 > content.length) return undefined;
      offset += 2 + content.readUInt16BE(offset + 2);
      if (marker === 0xda) {
        // entropy-coded data runs to the next marker that is not a stuffed 00 or a restart
        while (
          offset + 1 < content.length &&
          !(
            content[offset] === 0xff &&
            content[offset + 1] !== 0x00 &&
            !isRestart(content[offset + 1]!)
          )
        ) {
          offset += 1;
        }
      }
    }
  }
  return undefined;
}
