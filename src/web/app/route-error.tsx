import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';

/** Shown when a screen fails to render or its code cannot be downloaded (for example after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        title="Something went wrong"
        description={detail ?? 'This screen could not be shown. Reloading the page usually fixes it.'}
        action={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
      />
    </div>
  );
}
