import { Suspense, type ComponentProps } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import type { PdfViewer as LoadedPdfViewer } from './pdf-viewer';
import { Spinner } from './spinner';

// pdf.js is large: it is downloaded only when someone opens a PDF.
const PdfViewer = lazyNamed(() => import('./pdf-viewer'), 'PdfViewer');

/** The PDF viewer, with a spinner while its chunk arrives the first time a PDF is shown. */
export function LazyPdfViewer(props: ComponentProps<typeof LoadedPdfViewer>) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center p-6 text-brand-600 dark:text-brand-300">
          <Spinner label="Loading PDF…" />
        </div>
      }
    >
      <PdfViewer {...props} />
    </Suspense>
  );
}
