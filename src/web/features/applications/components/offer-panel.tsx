import { useState } from 'react';
import type { ApplicationDetail } from '../../../../shared/application-details';
import type { OfferAnswer } from '../../../../shared/offers';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { OfferAnswerDialog } from './offer-answer-dialog';

/** An offer waiting for the candidate's answer: accepting or declining it opens the dialog that signs it. */
export function OfferPanel({ application }: { application: ApplicationDetail }) {
  const [answer, setAnswer] = useState<OfferAnswer | null>(null);
  return (
    <Card className="border-teal-300 p-5 sm:p-6 dark:border-teal-800">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">You have an offer</h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {application.company_name} offers you the position of {application.job_title}.
        {application.offer_url ? ' Download the offer to read it, then' : ' You can'} accept or decline it here.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => setAnswer('accept')}>Accept offer</Button>
        <Button variant="secondary" onClick={() => setAnswer('decline')}>
          Decline offer
        </Button>
      </div>
      {answer && <OfferAnswerDialog application={application} answer={answer} onClose={() => setAnswer(null)} />}
    </Card>
  );
}
