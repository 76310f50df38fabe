import { degrees, LineCapStyle, PDFDocument, rgb } from 'pdf-lib';

interface FlattenedMark {
  kind: 'ink' | 'stamp';
  pageIndex: number;
  rect: [number, number, number, number];
  rotation: number;
  color: string | null;
  thickness: number | null;
  opacity: number | null;
  paths: [number, number][][] | null;
  /** The stamp's PNG bytes. */
  stamp?: Buffer;
}

function colourOf(hex: string | null) {
  if (!hex) return rgb(0, 0, 0);
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/**
 * A copy of the resume with the marks drawn into its pages' content: what a reviewer downloads to share or print.
 * Marks are kept from the page's top-left corner; PDF draws from its bottom-left, inside the page's visible box.
 * A mark on a page the file does not have is left out.
 */
export async function flattenAnnotations(resume: Buffer, marks: FlattenedMark[]): Promise<Uint8Array> {
  const document = await PDFDocument.load(resume, { ignoreEncryption: true, updateMetadata: false });
  const pages = document.getPages();
  for (const mark of marks) {
    const page = pages[mark.pageIndex];
    if (!page) continue;
    const box = page.getCropBox();
    const toPdf = ([x, y]: [number, number]) => ({ x: box.x + x, y: box.y + box.height - y });
    if (mark.kind === 'ink') {
      const options = {
        thickness: mark.thickness ?? 1,
        color: colourOf(mark.color),
        opacity: mark.opacity ?? 1,
        lineCap: LineCapStyle.Round,
      };
      for (const path of mark.paths ?? []) {
        if (path.length === 1) {
          const dot = toPdf(path[0]!);
          page.drawCircle({ ...dot, size: options.thickness / 2, color: options.color, opacity: options.opacity });
        }
        for (let index = 1; index < path.length; index++) {
          page.drawLine({ ...options, start: toPdf(path[index - 1]!), end: toPdf(path[index]!) });
        }
      }
    } else if (mark.stamp) {
      const image = await document.embedPng(mark.stamp);
      const [x, y, width, height] = mark.rect;
      const corner = toPdf([x, y + height]);
      page.drawImage(image, { ...corner, width, height, rotate: degrees(mark.rotation), opacity: 1 });
    }
  }
  return document.save();
}
