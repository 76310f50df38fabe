import { ANNOTATION_MESSAGES, STAMP_MAX_BYTES, STAMP_MAX_SIDE, STAMP_TYPES } from '../../../shared/annotations';
import { readAsDataUrl } from '../../lib/read-file';

/** What an SVG without a size of its own is drawn at, as browsers size such an image. */
const SVG_DEFAULT_SIZE = { width: 300, height: 150 };

export interface StampImage {
  /** A PNG data URL. */
  image: string;
  width: number;
  height: number;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(ANNOTATION_MESSAGES.stampType));
    image.src = url;
  });
}

/**
 * A chosen stamp drawn into a PNG, scaled down to the size the server keeps, so that an image of any size is taken.
 * An image element never runs an SVG's scripts or loads what it links to, and the
 * PNG drawn from it carries pixels only: no stamp can bring script into the app or the PDF (decision 022).
 */
export async function stampFromFile(file: File): Promise<StampImage> {
  if (!(STAMP_TYPES as readonly string[]).includes(file.type)) throw new Error(ANNOTATION_MESSAGES.stampType);
  const url = URL.createObjectURL(file);
  try {
    const loaded = await loadImage(url);
    const natural =
      loaded.naturalWidth > 0 && loaded.naturalHeight > 0
        ? { width: loaded.naturalWidth, height: loaded.naturalHeight }
        : SVG_DEFAULT_SIZE;
    const scale = Math.min(1, STAMP_MAX_SIDE / Math.max(natural.width, natural.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(natural.width * scale));
    canvas.height = Math.max(1, Math.round(natural.height * scale));
    canvas.getContext('2d')?.drawImage(loaded, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error(ANNOTATION_MESSAGES.stampType);
    if (png.size > STAMP_MAX_BYTES) throw new Error(ANNOTATION_MESSAGES.stampTooLarge);
    return { image: await readAsDataUrl(png), width: natural.width, height: natural.height };
  } finally {
    URL.revokeObjectURL(url);
  }
}
