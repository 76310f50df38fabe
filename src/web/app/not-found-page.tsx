import { ButtonLink } from '../components/button-link';
import { EmptyState } from '../components/empty-state';
import { usePageTitle } from '../lib/use-page-title';
import { PATHS } from '../lib/paths';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <EmptyState
      headingLevel="h1"
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
      action={<ButtonLink to={PATHS.home}>Go to the home page</ButtonLink>}
    />
  );
}
