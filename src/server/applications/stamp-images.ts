import { PNG } from 'pngjs';
import { STAMP_MAX_SENT_PIXELS, STAMP_MAX_SENT_SIDE, STAMP_MAX_SIDE } from '../../shared/annotations.js';

/** The signature, then the IHDR chunk's length and type: the width and height follow at bytes 16 and 20. */
const IHDR_TYPE_AT = 12;
const SIZE_AT = 16;

/**
 * Whether a PNG's header declares a size a stamp may have. It is read from the header alone: a few kilobytes of PNG
 * can declare billions of pixels, and decoding them is what would cost the time and memory.
 */
export function fitsStampBounds(png: Uint8Array): boolean {
  if (png.length < SIZE_AT + 8) return false;
  const view = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (view.toString('latin1', IHDR_TYPE_AT, IHDR_TYPE_AT + 4) !== 'IHDR') return false;
  const width = view.readUInt32BE(SIZE_AT);
  const height = view.readUInt32BE(SIZE_AT + 4);
  return (
    width > 0 && height > 0 && Math.max(width, height) <= STAMP_MAX_SENT_SIDE && width * height <= STAMP_MAX_SENT_PIXELS
  );
}

/** The image's pixels as 8-bit RGBA; undefined for a header over the bounds, which is never decoded. */
export function decodeStamp(png: Uint8Array): PNG | undefined {
  if (!fitsStampBounds(png)) return undefined;
  return PNG.sync.read(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
}

/** The source pixels, along one side, that fall on kept pixel `index` of `kept`. */
function spanOf(index: number, kept: number, source: number): [number, number] {
  const from = Math.floor((index * source) / kept);
  return [from, Math.max(from + 1, Math.floor(((index + 1) * source) / kept))];
}

/**
 * Each kept pixel is the average of the source pixels that fall on it, weighted by their opacity, so that a
 * transparent background does not darken the edges.
 */
function shrink(source: PNG, width: number, height: number): PNG {
  const kept = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    const [top, bottom] = spanOf(y, height, source.height);
    for (let x = 0; x < width; x++) {
      const [left, right] = spanOf(x, width, source.width);
      let [red, green, blue, opacity] = [0, 0, 0, 0];
      for (let sourceY = top; sourceY < bottom; sourceY++) {
        for (let at = (sourceY * source.width + left) * 4; at < (sourceY * source.width + right) * 4; at += 4) {
          const alpha = source.data[at + 3]!;
          red += source.data[at]! * alpha;
          green += source.data[at + 1]! * alpha;
          blue += source.data[at + 2]! * alpha;
          opacity += alpha;
        }
      }
      const at = (y * width + x) * 4;
      const [r, g, b] = [red, green, blue].map((sum) => (opacity > 0 ? Math.round(sum / opacity) : 0));
      kept.data[at] = r!;
      kept.data[at + 1] = g!;
      kept.data[at + 2] = b!;
      kept.data[at + 3] = Math.round(opacity / ((bottom - top) * (right - left)));
    }
  }
  return kept;
}

/**
 * The stamp as it is kept: decoded and written again as a plain RGBA PNG, at most `STAMP_MAX_SIDE` a side. Nothing of
 * the upload but its pixels survives, and every kept stamp is cheap to draw. Undefined for a header over the bounds.
 */
export function keptStamp(png: Uint8Array): Buffer | undefined {
  const source = decodeStamp(png);
  if (!source) return undefined;
  const scale = Math.min(1, STAMP_MAX_SIDE / Math.max(source.width, source.height));
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const kept = scale < 1 ? shrink(source, width, height) : source;
  return PNG.sync.write(kept, { colorType: 6 });
}
