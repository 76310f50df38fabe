import { useLocation } from 'react-router';
import { ERASURE_TEXT, type HeldApplication } from '../../../shared/erasure';
import { ButtonLink } from '../../components/button-link';
import { EmptyState } from '../../components/empty-state';
import { PATHS } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';

/** What the deletion left behind, handed over by the screen that asked for it. */
interface AccountDeletedState {
  held: HeldApplication[];
}

/**
 * Where a candidate lands once their account is deleted, signed out: told which applications companies keep under a
 * legal hold, if any. Opened again later it knows none, and says only that the account is deleted.
 */
export function AccountDeletedPage() {
  usePageTitle(ERASURE_TEXT.accountDeletedTitle);
  const held = (useLocation().state as AccountDeletedState | null)?.held ?? [];
  return (
    <EmptyState
      headingLevel="h1"
      title={ERASURE_TEXT.accountDeletedTitle}
      description={
        held.length > 0 ? ERASURE_TEXT.accountDeletedHeldDescription : ERASURE_TEXT.accountDeletedDescription
      }
      action={
        <>
          {held.length > 0 && (
            <ul className="mb-6 space-y-2 text-left text-sm text-slate-800 dark:text-slate-200">
              {held.map((each) => (
                <li
                  key={each.application_id}
                  className="rounded-lg border border-slate-200 px-4 py-2 dark:border-slate-700"
                >
                  {ERASURE_TEXT.heldApplication(each)}
                </li>
              ))}
            </ul>
          )}
          <ButtonLink to={PATHS.home}>Go to the home page</ButtonLink>
        </>
      }
    />
  );
}
