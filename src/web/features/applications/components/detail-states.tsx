import { EmptyState } from '../../../components/empty-state';
import { ClipboardIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';

export function DetailLoading() {
  return (
    <div className="flex justify-center py-16 text-brand-600 dark:text-brand-300">
      <Spinner size="lg" label="Loading application" />
    </div>
  );
}

export function NoApplication() {
  return <EmptyState icon={<ClipboardIcon className="size-7" />} title="No application found" />;
}
