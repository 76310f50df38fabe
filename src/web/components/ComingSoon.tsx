import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';
import { SparkIcon } from './icons';

export interface ComingSoonProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

/** The designed stand-in for a screen that is still being built: its real heading, in the real layout. */
export function ComingSoon({ title, description, action }: ComingSoonProps) {
  return (
    <section>
      <PageHeader title={title} />
      <EmptyState
        icon={<SparkIcon className="size-7" />}
        title="Coming soon"
        description={description ?? `The ${title} screen is on its way. Everything else around it already works.`}
        action={action}
      />
    </section>
  );
}
