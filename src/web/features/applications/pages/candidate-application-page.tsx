import { useState } from 'react';
import { useParams } from 'react-router';
import { isAnsweredOffer } from '../../../../shared/offers';
import { Button } from '../../../components/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useApplication } from '../api/get-application';
import { ApplicationHeading, ApplicationSections } from '../components/application-detail-view';
import { DetailLoading, NoApplication } from '../components/detail-states';
import { OfferPanel } from '../components/offer-panel';
import { useSaveStoredFile } from '../components/resume-section';
import { StatusHistory } from '../components/status-history';
import { WithdrawDialog } from '../components/withdraw-dialog';
import { WithdrawnNotice } from '../components/withdrawn-notice';

/** /application/:id — one of the candidate's own applications. */
export function CandidateApplicationPage() {
  const { id } = useParams();
  const query = useApplication('candidate', id);
  const { save, saving } = useSaveStoredFile();
  const [withdrawing, setWithdrawing] = useState(false);
  usePageTitle(query.data ? `Application - ${query.data.job_title}` : 'Application');

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
      <ApplicationHeading
        application={application}
        actions={
          <>
            {offerUrl && (
              <Button loading={saving} onClick={() => void save(offerUrl, `offer-${application.job_title}`)}>
                Download offer
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
      <StatusHistory history={application.status_history} />
      <ApplicationSections application={application} />
      {withdrawing && <WithdrawDialog application={application} onClose={() => setWithdrawing(false)} />}
    </div>
  );
}
