import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormAlert } from './form-alert';
import { Spinner } from './spinner';

/**
 * A settings screen's form over what `query` read: a spinner while it loads, the failure in words, else the form. A
 * saved answer starts the form again from what the server kept (`form` is given the read's time as its key).
 */
export function SettingsContent<Data>({
  query,
  noun,
  form,
}: {
  query: UseQueryResult<Data, Error>;
  /** What is read, as "Your settings" reads: `Loading your settings…`, `Your settings could not be loaded`. */
  noun: string;
  form: (data: Data, key: number) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div className="flex justify-center py-16 text-brand-600 dark:text-brand-300">
        <Spinner size="lg" label={`Loading your ${noun}…`} />
      </div>
    );
  if (query.isError) return <FormAlert>{`Your ${noun} could not be loaded: ${query.error.message}`}</FormAlert>;
  return form(query.data, query.dataUpdatedAt);
}
