import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
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
  /** More controls at the end of the toolbar (a download button). */
  actions?: ReactNode;
  /** Drawn over the page shown, at its size in CSS pixels (annotations). */
  pageOverlay?: (page: ShownPage) => ReactNode;
  /** Told which page is on screen, and at what size, whenever that changes. */
  onPageShown?: (page: ShownPage) => void;
}

/** The page on screen: its index from 0, and its size in CSS pixels and in PDF points. */
export interface ShownPage {
  pageIndex: number;
  width: number;
  height: number;
  pointsWidth: number;
  pointsHeight: number;
}

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const FIT_WIDTH_STEP = ZOOM_STEPS.indexOf(1);

/**
 * A paged PDF viewer (react-pdf). It carries the whole pdf.js engine, so import it only through React.lazy.
 * The toolbar stays in view while the page scrolls; the arrow keys turn pages once the viewer has focus.
 */
export function PdfViewer({ file, title = 'PDF document', actions, pageOverlay, onPageShown }: PdfViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const { width, desktop } = useViewerWidth(container);
  const [pageCount, setPageCount] = useState(0);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoomStep, setZoomStep] = useState<number>(FIT_WIDTH_STEP);
  const [pageSize, setPageSize] = useState<{ width: number; height: number } | null>(null);
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

  function turnTo(page: number) {
    const next = Math.min(Math.max(1, page), Math.max(1, pageCount));
    if (next === pageNumber) return;
    setPageNumber(next);
    container.current?.scrollTo({ top: 0 });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Keys typed into a field (the PDF's password, an annotation's text) are the field's.
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight' || event.key === 'PageDown') turnTo(pageNumber + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'PageUp') turnTo(pageNumber - 1);
    else return;
    event.preventDefault();
  }

  const zoom = ZOOM_STEPS[zoomStep] ?? 1;
  const pageWidth = Math.round((width - 16) * zoom);
  const shown: ShownPage | null = pageSize && {
    pageIndex: pageNumber - 1,
    width: pageWidth,
    height: (pageWidth * pageSize.height) / pageSize.width,
    pointsWidth: pageSize.width,
    pointsHeight: pageSize.height,
  };

  const shownKey = shown && `${shown.pageIndex}:${shown.width}:${shown.pointsWidth}:${shown.pointsHeight}`;
  useEffect(() => {
    if (shown) onPageShown?.(shown);
    // The key names the page and its size: a new object for the same page is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey]);

  return (
    <div className="flex flex-col gap-3" role="group" aria-label={title} onKeyDown={onKeyDown}>
      {pageCount > 0 && (
        <div
          role="toolbar"
          aria-label={`${title} pages and zoom`}
          className="sticky top-16 z-10 -mx-1 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 rounded-xl bg-white/95 px-1 py-2 shadow-sm ring-1 ring-slate-200 backdrop-blur dark:bg-slate-900/95 dark:ring-slate-700"
        >
          <div className="flex items-center gap-2">
            <Button variant="secondary" size="sm" disabled={pageNumber <= 1} onClick={() => turnTo(pageNumber - 1)}>
              Previous
            </Button>
            <p className="text-sm font-medium text-slate-800 dark:text-slate-200" aria-live="polite">
              Page {pageNumber} of {pageCount}
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={pageNumber >= pageCount}
              onClick={() => turnTo(pageNumber + 1)}
            >
              Next
            </Button>
          </div>
          <div className="flex items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label="Zoom out"
              disabled={zoomStep <= 0}
              onClick={() => setZoomStep((step) => Math.max(0, step - 1))}
            >
              −
            </Button>
            <p className="w-12 text-center text-sm tabular-nums text-slate-800 dark:text-slate-200" aria-live="polite">
              {Math.round(zoom * 100)}%
            </p>
            <Button
              variant="secondary"
              size="sm"
              aria-label="Zoom in"
              disabled={zoomStep >= ZOOM_STEPS.length - 1}
              onClick={() => setZoomStep((step) => Math.min(ZOOM_STEPS.length - 1, step + 1))}
            >
              +
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={zoomStep === FIT_WIDTH_STEP}
              onClick={() => setZoomStep(FIT_WIDTH_STEP)}
            >
              Fit width
            </Button>
          </div>
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </div>
      )}
      <div
        ref={container}
        role="region"
        tabIndex={0}
        aria-label={`${title}, page ${pageNumber} of ${pageCount}; the left and right arrow keys turn pages`}
        className="overflow-auto rounded-xl bg-slate-100 p-2 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-slate-800 dark:ring-slate-700 dark:focus-visible:outline-brand-400"
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
          className="flex w-max min-w-full justify-center"
        >
          {width > 0 && (
            <div className="relative">
              <Page
                pageNumber={pageNumber}
                width={pageWidth}
                className="shadow-md"
                onLoadSuccess={(page) => setPageSize({ width: page.originalWidth, height: page.originalHeight })}
                loading={<p className={messageClasses}>Loading page…</p>}
                error={<p className={messageClasses}>Failed to load the page.</p>}
              />
              {shown && pageOverlay?.(shown)}
            </div>
          )}
        </Document>
      </div>
    </div>
  );
}
