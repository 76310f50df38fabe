import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, StandardFonts, rgb } from 'pdf-lib';

// Offer letters and acceptance pages, drawn with a standard PDF font: A4, 72 pt margins, wrapped by measured width.

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 72;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const SIZE = 11;
const LEADING = SIZE * 1.45;
const TITLE_SIZE = 16;
const LOGO_HEIGHT = 48;
const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.35, 0.35, 0.4);

/**
 * Text a standard font can draw: Helvetica knows WinAnsi alone, so a letter it lacks loses its accent (Ł stays, ł…
 * become their base letter where Unicode decomposes them) and anything else becomes "?", rather than the whole PDF
 * failing on one name.
 */
function drawable(font: PDFFont, text: string): string {
  const charset = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .map((char) => {
      if (charset.has(char.codePointAt(0)!)) return char;
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return [...base].every((each) => charset.has(each.codePointAt(0)!)) && base ? base : '?';
    })
    .join('');
}

/** `paragraph` broken into lines no wider than `width`; a word wider than a line is broken where it must be. */
function wrapLines(font: PDFFont, paragraph: string, size: number, width: number): string[] {
  const fits = (text: string) => font.widthOfTextAtSize(text, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes lines top to bottom, adding pages as they fill. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  logo(image: PDFImage) {
    const scaled = image.scaleToFit(TEXT_WIDTH / 2, LOGO_HEIGHT);
    this.page.drawImage(image, { x: MARGIN, y: this.y - scaled.height, ...scaled });
    this.y -= scaled.height + LEADING;
  }

  paragraph(text: string, { size = SIZE, color = INK, font = this.font } = {}) {
    const leading = size * 1.45;
    for (const line of wrapLines(font, drawable(font, text), size, TEXT_WIDTH)) {
      if (this.y - leading < MARGIN) {
        this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - MARGIN;
      }
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color });
    }
  }

  gap(lines = 1) {
    this.y -= LEADING * lines;
  }
}

/** Paragraphs of a letter: blank lines part them, and a single line break stays one. */
const paragraphsOf = (text: string) => text.replace(/\r\n?/g, '\n').split('\n');

/** An offer letter: the company's logo (PNG or JPEG) or name at the top, then the merged text. */
export async function offerLetterPdf(letter: {
  companyName: string;
  title: string;
  text: string;
  logo?: { bytes: Uint8Array; type: string } | undefined;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(letter.title);
  pdf.setAuthor(letter.companyName);
  pdf.setCreator(letter.companyName);
  pdf.setProducer(letter.companyName);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(pdf, font);
  const image = letter.logo && (await embedLogo(pdf, letter.logo));
  if (image) writer.logo(image);
  writer.paragraph(letter.companyName, { size: TITLE_SIZE, font: bold });
  writer.gap();
  for (const line of paragraphsOf(letter.text)) {
    if (line.trim() === '') writer.gap(0.6);
    else writer.paragraph(line);
  }
  return pdf.save();
}

async function embedLogo(pdf: PDFDocument, logo: { bytes: Uint8Array; type: string }) {
  // A picture pdf-lib cannot read leaves the letter with the company's name alone.
  try {
    if (logo.type === 'image/png') return await pdf.embedPng(logo.bytes);
    if (logo.type === 'image/jpeg') return await pdf.embedJpg(logo.bytes);
  } catch {
    return undefined;
  }
  return undefined;
}

interface Acceptance {
  signedName: string;
  /** UTC, ISO 8601. */
  signedAt: string;
  /** The signer's wording of the time: what the candidate's own clock said. */
  signedAtWords: string;
  originalSha256: string;
  companyName: string;
  jobTitle: string;
}

/**
 * The offer with a page of its acceptance added at the end; its own pages are copied untouched. An offer that is no
 * PDF (a DOC or DOCX), or one pdf-lib cannot read, gets the acceptance page alone, which names the original by its hash.
 */
export async function acceptedOfferPdf(original: Uint8Array, isPdf: boolean, acceptance: Acceptance) {
  const pdf = isPdf ? await PDFDocument.load(original, { updateMetadata: false }).catch(() => undefined) : undefined;
  const signed = pdf ?? (await PDFDocument.create());
  const font = await signed.embedFont(StandardFonts.Helvetica);
  const bold = await signed.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(signed, font);
  writer.paragraph('Acceptance of offer', { size: TITLE_SIZE, font: bold });
  writer.gap();
  writer.paragraph(
    `${acceptance.signedName} accepted the offer of ${acceptance.jobTitle} at ${acceptance.companyName} by typing their full name.`,
  );
  writer.gap();
  writer.paragraph(`Typed name: ${acceptance.signedName}`);
  writer.paragraph(`Accepted at (UTC): ${acceptance.signedAt}`);
  writer.paragraph(`Accepted at (as the signer read it): ${acceptance.signedAtWords}`);
  writer.gap();
  writer.paragraph('SHA-256 of the offer as sent, before this page was added:');
  writer.paragraph(acceptance.originalSha256, { font: await signed.embedFont(StandardFonts.Courier), size: 9 });
  writer.gap();
  writer.paragraph(
    pdf
      ? 'The pages before this one are the offer as it was sent, unchanged.'
      : 'The offer was sent as a document that is not a PDF; it is kept unchanged beside this page.',
    { color: MUTED, size: 9 },
  );
  return signed.save();
}
