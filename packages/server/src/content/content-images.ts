import { jpegDimensions, pngDimensions, type Dimensions } from '#server/files/image-dimensions.ts';

/** Pictures a content folder may hold, by file extension. */
export const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
};
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const MAX_SIDE = 8000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function svgDimensions(data: Buffer): Dimensions | undefined {
  const head = /<svg\b[^>]*>/i.exec(data.toString('utf8', 0, 4096))?.[0];
  if (!head) return undefined;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(?:px)?\\s*["']`).exec(head)?.[1];
  const width = attribute('width');
  const height = attribute('height');
  if (width && height)
    return { width: Math.round(Number(width)), height: Math.round(Number(height)) };
  const box = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/.exec(
    head,
  );
  return box
    ? { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) }
    : undefined;
}

/**
 * The size of a content picture from its bytes, or the problem with it: the content must match
 * the extension (a PNG signature, a JPEG start, an <svg> element with a size).
 */
export function contentImageSize(extension: string, data: Buffer): Dimensions | string {
  if (data.length > MAX_IMAGE_BYTES) return `is larger than ${MAX_IMAGE_BYTES} bytes`;
  let size: Dimensions | undefined;
  if (extension === 'png') {
    size = data.subarray(0, 8).equals(PNG_SIGNATURE) ? pngDimensions(data) : undefined;
  } else if (extension === 'jpg') {
    size = data[0] === 0xff && data[1] === 0xd8 ? jpegDimensions(data) : undefined;
  } else if (extension === 'svg') {
    size = svgDimensions(data);
  }
  if (!size) return `is not a readable ${extension.toUpperCase()} picture with a size`;
  if (size.width < 1 || size.height < 1 || size.width > MAX_SIDE || size.height > MAX_SIDE) {
    return `has a size outside 1 to ${MAX_SIDE} pixels`;
  }
  return size;
}
