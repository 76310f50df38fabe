import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Document, Page, pdfjs, PasswordResponses } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { Button } from './button';

// The worker is bundled by Vite and served from our own origin: nothing may load from a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** The specification's viewer size on desktop: 1350 px high, the window's width less 400 px wide. */
const DESKTOP_HEIGHT = 1350;
const DESKTOP_WIDTH_OFFSET = 400;
const DESKTOP_MIN_WINDOW = 1024;
const MIN_PAGE_WIDTH = 240;

interface PasswordRequest {
  reason: number;
  answer: (password: string | null) => void;
}

const messageClasses = 'p-6 text-center text-sm text-slate-700 dark:text-slate-200';

function useViewerWidth(container: RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState({ width: 0, desktop: false });
  useEffect(() => {
    const measure = () => {
      const desktop = window.innerWidth >= DESKTOP_MIN_WINDOW;
      const available = container.current?.clientWidth ?? window.innerWidth;
      // On a phone the window less 400 px would be nothing: the page takes the space it has instead.
      const wanted = desktop ? window.innerWidth - DESKTOP_WIDTH_OFFSET : available;
      setSize({ width: Math.max(MIN_PAGE_WIDTH, Math.min(wanted, available)), desktop });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [container]);
  return size;
}

function PasswordPrompt({ request, onCancel }: { request: PasswordRequest; onCancel: () => void }) {
  const inputId = useId();
  const [password, setPassword] = useState('');
  const label =
    request.reason === PasswordResponses.INCORRECT_PASSWORD
      ? 'Invalid password. Please try again.'
      : 'Enter the password to open this PDF file.';

  function submit(event: FormEvent) {
    event.preventDefault();
    request.answer(password);
  }

  return (
    <form onSubmit={submit} className="mx-auto flex max-w-sm flex-col gap-3 p-6">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={inputId}
        type="password"
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        className="block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 sm:text-sm dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
      />
      <div className="flex gap-2">
        <Button type="submit">Open</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export interface PdfViewerProps {
  /**
   * The PDF's bytes; keep the same Blob between renders (react-pdf compares by identity), and give the viewer a
   * new `key` for another file so that it starts again on page 1.
   */
  file: Blob | null;
  /** Names the document for assistive technology, e.g. "Resume". */
  title?: string;
}

/**
 * A paged PDF viewer (react-pdf). It carries the whole pdf.js engine, so import it only through React.lazy.
 */
export function PdfViewer({ file, title = 'PDF document' }: PdfViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const { width, desktop } = useViewerWidth(container);
  const [pageCount, setPageCount] = useState(0);
  const [pageNumber, setPageNumber] = useState(1);
  const [passwordRequest, setPasswordRequest] = useState<PasswordRequest | null>(null);

  const askPassword = useCallback((answer: (password: string | null) => void, reason: number) => {
    setPasswordRequest({
      reason,
      answer: (password) => {
        setPasswordRequest(null);
        answer(password);
      },
    });
  }, []);

  return (
    <div className="flex flex-col gap-3" role="group" aria-label={title}>
      {pageCount > 0 && (
        <div className="flex items-center justify-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber((current) => Math.max(1, current - 1))}
          >
            Previous
          </Button>
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200" aria-live="polite">
            Page {pageNumber} of {pageCount}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={pageNumber >= pageCount}
            onClick={() => setPageNumber((current) => Math.min(pageCount, current + 1))}
          >
            Next
          </Button>
        </div>
      )}
      <div
        ref={container}
        className="overflow-auto rounded-xl bg-slate-100 p-2 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700"
        style={desktop ? { height: DESKTOP_HEIGHT } : undefined}
      >
        {passwordRequest && <PasswordPrompt request={passwordRequest} onCancel={() => passwordRequest.answer(null)} />}
        <Document
          file={file}
          onLoadSuccess={({ numPages }) => setPageCount(numPages)}
          onPassword={askPassword}
          loading={<p className={messageClasses}>Loading PDF…</p>}
          error={<p className={messageClasses}>Failed to load PDF file.</p>}
          noData={<p className={messageClasses}>No PDF file specified.</p>}
          className="flex justify-center"
        >
          {width > 0 && (
            <Page
              pageNumber={pageNumber}
              width={width - 16}
              className="shadow-md"
              loading={<p className={messageClasses}>Loading page…</p>}
              error={<p className={messageClasses}>Failed to load the page.</p>}
            />
          )}
        </Document>
      </div>
    </div>
  );
}
