import { useParams } from 'react-router';
import { Button } from '../../../components/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useApplication } from '../api/get-application';
import { ApplicationHeading, ApplicationSections } from '../components/application-detail-view';
import { DetailLoading, NoApplication } from '../components/detail-states';
import { useSaveStoredFile } from '../components/resume-section';

/** /application/:id — one of the candidate's own applications. */
export function CandidateApplicationPage() {
  const { id } = useParams();
  const query = useApplication('candidate', id);
  const { save, saving } = useSaveStoredFile();
  usePageTitle(query.data ? `Application - ${query.data.job_title}` : 'Application');

  useQueryFailure(query);

  if (query.isPending && id) return <DetailLoading />;
  const application = query.data;
  if (!application) return <NoApplication />;

  const offerUrl = application.status === 'Offer Sent' ? application.offer_url : null;
  return (
    <div className="flex flex-col gap-6">
      <ApplicationHeading
        application={application}
        actions={
          offerUrl && (
            <Button loading={saving} onClick={() => void save(offerUrl, `offer-${application.job_title}`)}>
              Download offer
            </Button>
          )
        }
      />
      <ApplicationSections application={application} />
    </div>
  );
}
