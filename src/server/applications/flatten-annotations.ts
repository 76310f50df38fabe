import { deflateSync } from 'node:zlib';
import { PDFDocument, type PDFPage, type PDFRef } from 'pdf-lib';
import { decodeStamp } from './stamp-images.js';

export interface FlattenedMark {
  kind: 'ink' | 'stamp';
  pageIndex: number;
  rect: [number, number, number, number];
  rotation: number;
  color: string | null;
  thickness: number | null;
  opacity: number | null;
  paths: [number, number][][] | null;
  /** The stamp's PNG bytes. */
  stamp?: Uint8Array;
}

/** Pixels compress a little less at zlib's fastest level, in half the time of its default. */
const FAST = { level: 1 };

/** A number as PDF content writes it: short, and never in exponent notation. */
const number = (value: number) => String(Math.round(value * 10_000) / 10_000);

function colourOf(hex: string | null): string {
  const value = hex ? Number.parseInt(hex.slice(1), 16) : 0;
  return [16, 8, 0].map((shift) => number(((value >> shift) & 255) / 255)).join(' ');
}

/**
 * The stamp as an image with its transparency as a soft mask, compressed by Node's zlib. pdf-lib's own PNG embedding
 * compresses in JavaScript, several times slower (decision 030). Undefined for a stamp over the bounds: one stored
 * before stamps were bounded is left out rather than decoded.
 */
function embedStamp(document: PDFDocument, png: Uint8Array): PDFRef | undefined {
  const image = decodeStamp(png);
  if (!image) return undefined;
  const pixels = image.width * image.height;
  const colour = Buffer.alloc(pixels * 3);
  const alpha = Buffer.alloc(pixels);
  for (let pixel = 0; pixel < pixels; pixel++) {
    colour[pixel * 3] = image.data[pixel * 4]!;
    colour[pixel * 3 + 1] = image.data[pixel * 4 + 1]!;
    colour[pixel * 3 + 2] = image.data[pixel * 4 + 2]!;
    alpha[pixel] = image.data[pixel * 4 + 3]!;
  }
  const size = { Type: 'XObject', Subtype: 'Image', Width: image.width, Height: image.height, BitsPerComponent: 8 };
  const { context } = document;
  const mask = context.register(
    context.stream(deflateSync(alpha, FAST), { ...size, ColorSpace: 'DeviceGray', Filter: 'FlateDecode' }),
  );
  return context.register(
    context.stream(deflateSync(colour, FAST), { ...size, ColorSpace: 'DeviceRGB', Filter: 'FlateDecode', SMask: mask }),
  );
}

/**
 * A copy of the resume with the marks drawn into its pages' content: what a reviewer downloads to share or print.
 * Marks are kept from the page's top-left corner; PDF draws from its bottom-left, inside the page's visible box.
 * A mark on a page the file does not have is left out. Each page's marks go into one content stream of their own,
 * written as text: drawing each line through pdf-lib's operators cost seconds for a few thousand points.
 */
export async function flattenAnnotations(resume: Uint8Array, marks: FlattenedMark[]): Promise<Uint8Array> {
  const document = await PDFDocument.load(resume, { ignoreEncryption: true, updateMetadata: false });
  const pages = document.getPages();
  const contents = new Map<PDFPage, string[]>();
  for (const mark of marks) {
    const page = pages[mark.pageIndex];
    if (!page) continue;
    const box = page.getCropBox();
    const toPdf = ([x, y]: [number, number]) => `${number(box.x + x)} ${number(box.y + box.height - y)}`;
    const content = contents.get(page) ?? [];
    contents.set(page, content);
    if (mark.kind === 'ink') {
      const opacity = mark.opacity ?? 1;
      const state = page.node.newExtGState('Ink', document.context.obj({ Type: 'ExtGState', CA: opacity }));
      content.push(`q ${state.toString()} gs ${number(mark.thickness ?? 1)} w 1 J 1 j ${colourOf(mark.color)} RG`);
      for (const path of mark.paths ?? []) {
        // A single point is a line of no length: round caps draw it as a dot the width of the ink.
        const points = path.length === 1 ? [path[0]!, path[0]!] : path;
        content.push(points.map((point, index) => `${toPdf(point)} ${index === 0 ? 'm' : 'l'}`).join('\n'));
      }
      content.push('S Q');
    } else if (mark.stamp) {
      const image = embedStamp(document, mark.stamp);
      if (!image) continue;
      const name = page.node.newXObject('Stamp', image);
      const [x, y, width, height] = mark.rect;
      const angle = (mark.rotation * Math.PI) / 180;
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      // Placed at its bottom-left corner, turned about it, then scaled to the rect, as pdf-lib's drawImage does.
      const matrix = [width * cos, width * sin, -height * sin, height * cos].map(number).join(' ');
      content.push(`q ${matrix} ${toPdf([x, y + height])} cm ${name.toString()} Do Q`);
    }
  }
  // pdf-lib wraps a page's own content in q ... Q before it adds to the page, so that nothing the resume leaves in the
  // graphics state reaches the marks.
  for (const [page, content] of contents) {
    const stream = document.context.stream(deflateSync(content.join('\n')), { Filter: 'FlateDecode' });
    page.node.addContentStream(document.context.register(stream));
  }
  return document.save();
}
