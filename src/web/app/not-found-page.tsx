import { ButtonLink } from '../components/ButtonLink';
import { EmptyState } from '../components/EmptyState';
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
