import type { ReactNode } from 'react';
import { Card } from '../../../components/card';

/** One titled card of the posting form; its heading names the region for screen readers. */
export function PostingFormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-4 text-base font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
