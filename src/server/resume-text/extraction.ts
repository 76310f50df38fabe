// pdf.js (with its canvas' native library) and mammoth are loaded by the first resume read, not at the start: about
// 26 MB of the process that a server reading no new resume never needs (decision 102).

/** Enough for any resume; the rest of a longer file is left out of search. */
const RESUME_TEXT_MAX_CHARS = 200_000;

type ResumeReading = { status: 'extracted'; text: string } | { status: 'no_text' };

async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // Text only: no fonts, no evaluated code, nothing fetched; the bytes are all pdf.js is given.
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    useWorkerFetch: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages && length < RESUME_TEXT_MAX_CHARS; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
      pages.push(text);
      length += text.length;
    }
    return pages.join('\n');
  } finally {
    await pdf.destroy();
  }
}

/**
 * The words of a PDF or DOCX resume. A file without any, such as a scanned PDF, reads as `no_text`; a file that
 * cannot be read throws.
 */
export async function readResume(bytes: Buffer, extension: string): Promise<ResumeReading> {
  const raw =
    extension === 'pdf'
      ? await pdfText(bytes)
      : extension === 'docx'
        ? (await (await import('mammoth')).default.extractRawText({ buffer: bytes })).value
        : '';
  // PostgreSQL text cannot hold NUL.
  const text = raw.replaceAll('\u0000', '').slice(0, RESUME_TEXT_MAX_CHARS).trim();
  return text ? { status: 'extracted', text } : { status: 'no_text' };
}
