import { useEffect, useState } from 'react';
import { PROFILE_TOASTS } from '../../../../shared/profiles';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useCompanyProfile } from '../api/get-company-profile';
import { CompanyProfileForm } from '../components/company-profile-form';
import { InterviewInvitationsSection } from '../components/interview-invitations-section';
import { PrivacySection } from '../components/privacy-section';
import { RepliesMailboxSection } from '../components/replies-mailbox-section';

/** The specification's recruiter profile loading state lasts 2 seconds. */
const LOADING_MS = 2000;

function useMinimumLoading(ms: number): boolean {
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaiting(false), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return waiting;
}

/** /profile — the recruiter's company profile. */
export function CompanyProfilePage() {
  usePageTitle('Company Profile');
  const query = useCompanyProfile();
  const waiting = useMinimumLoading(LOADING_MS);

  useQueryFailure(query, PROFILE_TOASTS.profileFetchFailed);

  let content;
  if (waiting || query.isPending) {
    content = (
      <div className="flex justify-center py-24 text-brand-600 dark:text-brand-300">
        <Spinner size="lg" label="Loading profile" />
      </div>
    );
  } else if (!query.data) {
    content = <FormAlert>{PROFILE_TOASTS.profileFetchFailed}</FormAlert>;
  } else {
    // Keyed by the saved values, so that the form starts again from what the server now holds after a save.
    content = (
      <>
        <CompanyProfileForm
          key={[
            query.data.tagline,
            query.data.about_us,
            query.data.profile_pic,
            query.data.cover_pic,
            query.data.show_self_identification,
          ].join('\u0000')}
          profile={query.data}
        />
        {/* After the profile, never beside its loading state. */}
        <InterviewInvitationsSection />
        <PrivacySection />
        <RepliesMailboxSection />
      </>
    );
  }
  return (
    <section>
      <PageHeader title="Company Profile" />
      {content}
    </section>
  );
}
