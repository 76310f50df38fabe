import { ERASURE_TEXT } from '../../../shared/erasure';
import { ButtonLink } from '../../components/button-link';
import { EmptyState } from '../../components/empty-state';
import { PATHS } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';

/** Where a candidate lands once their account is deleted, signed out. */
export function AccountDeletedPage() {
  usePageTitle(ERASURE_TEXT.accountDeletedTitle);
  return (
    <EmptyState
      headingLevel="h1"
      title={ERASURE_TEXT.accountDeletedTitle}
      description={ERASURE_TEXT.accountDeletedDescription}
      action={<ButtonLink to={PATHS.home}>Go to the home page</ButtonLink>}
    />
  );
}
