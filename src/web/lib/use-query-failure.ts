import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notify } from './notify';

/**
 * The one way a screen tells of a failed read: the error goes to the console, and the toast, when the screen
 * has one, shows once per failure. A re-render keeps the toast from repeating; a refetch that fails again shows it
 * again, after the query's retries.
 */
export function useQueryFailure(
  query: Pick<UseQueryResult, 'isError' | 'error' | 'errorUpdatedAt'>,
  toast?: string,
): void {
  const { isError, error, errorUpdatedAt } = query;
  const toldAt = useRef(0);
  useEffect(() => {
    if (!isError || toldAt.current === errorUpdatedAt) return;
    toldAt.current = errorUpdatedAt;
    console.error('A read from the server failed', error);
    if (toast) notify.error(toast);
  }, [isError, error, errorUpdatedAt, toast]);
}
