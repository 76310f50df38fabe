import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import type { ApplicationDetail } from '../../../../shared/application-details';
import { isAnsweredOffer } from '../../../../shared/offers';
import { Button } from '../../../components/button';
import { CompanyBrand } from '../../../components/company-brand';
import { usePageBrand } from '../../../lib/page-brand';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useApplication } from '../api/get-application';
import { ApplicationHeading, ApplicationSections } from './application-detail-view';
import { DetailLoading, NoApplication } from './detail-states';
import { OfferPanel } from './offer-panel';
import { useSaveStoredFile } from './resume-section';
import { StatusHistory } from './status-history';
import { WithdrawDialog } from './withdraw-dialog';
import { WithdrawnNotice } from './withdrawn-notice';

interface CandidateApplicationParts {
  /** The application's interviews still to come, with the candidate's answers to them. */
  interviews: (applicationId: string) => ReactNode;
  /** The candidate's conversation with the company about the application. */
  messages: (application: ApplicationDetail) => ReactNode;
}

/** /application/:id — one of the candidate's own applications, with what other features give it. */
export function CandidateApplicationView({ interviews, messages }: CandidateApplicationParts) {
  const { id } = useParams();
  const query = useApplication('candidate', id);
  const { save, saving } = useSaveStoredFile();
  const [withdrawing, setWithdrawing] = useState(false);
  usePageTitle(query.data ? `Application - ${query.data.job_title}` : 'Application');
  // The application is with one company: its page speaks for that company.
  usePageBrand(query.data?.company_brand);

  useQueryFailure(query);

  if (query.isPending && id) return <DetailLoading />;
  const application = query.data;
  if (!application) return <NoApplication />;

  // The offer stays readable after it is answered; a later stage means the company moved on from it.
  const offerUrl =
    application.status === 'Offer Sent' || isAnsweredOffer(application.status) ? application.offer_url : null;
  const awaitingAnswer = application.status === 'Offer Sent' && !application.withdrawn_at;
  return (
    <div className="flex flex-col gap-6">
      {application.company_brand && (
        <CompanyBrand name={application.company_brand.name} logoUrl={application.company_brand.logo_url} />
      )}
      <ApplicationHeading
        application={application}
        actions={
          <>
            {offerUrl && (
              <Button loading={saving} onClick={() => void save(offerUrl, `offer-${application.job_title}`)}>
                Download offer
              </Button>
            )}
            {application.signed_offer_url && (
              <Button
                variant="secondary"
                loading={saving}
                onClick={() => void save(application.signed_offer_url!, `signed-offer-${application.job_title}`)}
              >
                Download signed copy
              </Button>
            )}
            {!application.withdrawn_at && (
              <Button variant="secondary" onClick={() => setWithdrawing(true)}>
                Withdraw application
              </Button>
            )}
          </>
        }
      />
      <WithdrawnNotice application={application} viewer="candidate" />
      {awaitingAnswer && <OfferPanel application={application} />}
      {interviews(application.application_id)}
      {messages(application)}
      <StatusHistory history={application.status_history} />
      <ApplicationSections application={application} />
      {withdrawing && <WithdrawDialog application={application} onClose={() => setWithdrawing(false)} />}
    </div>
  );
}
