import { type FormEvent, useState } from 'react';
import { RETENTION_TEXT } from '../../../../shared/retention';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatMomentDay } from '../../../lib/dates';
import { useMember } from '../../../lib/member';
import { notify } from '../../../lib/notify';
import { useChangeLegalHold, useLegalHold } from '../api/legal-hold';

/** An Admin's legal hold on an application, which keeps retention from its candidate; nothing for anyone else. */
export function LegalHoldPanel({ applicationId }: { applicationId: string }) {
  const mayHold = useMember().can('eraseCandidates');
  return mayHold ? <LegalHoldCard applicationId={applicationId} /> : null;
}

function LegalHoldCard({ applicationId }: { applicationId: string }) {
  const hold = useLegalHold(applicationId);
  const change = useChangeLegalHold(applicationId);
  const [reason, setReason] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [error, setError] = useState<string>();
  if (hold.data === undefined) return null;

  const place = (event: FormEvent) => {
    event.preventDefault();
    // The hold lasts through the day it ends on.
    const ends_at = endsOn ? new Date(`${endsOn}T23:59:59`).toISOString() : null;
    change.mutate(
      { reason, ends_at },
      {
        onSuccess: () => {
          setError(undefined);
          notify.success(RETENTION_TEXT.held);
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : RETENTION_TEXT.failed),
      },
    );
  };

  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{RETENTION_TEXT.holdHeading}</h2>
      {hold.data ? (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {hold.data.reason}
            <span className="block text-slate-600 dark:text-slate-300">
              {hold.data.ends_at
                ? `${RETENTION_TEXT.until} ${formatMomentDay(hold.data.ends_at)}`
                : RETENTION_TEXT.noEnd}
            </span>
          </p>
          <div>
            <Button
              variant="secondary"
              loading={change.isPending}
              onClick={() => change.mutate(null, { onSuccess: () => notify.success(RETENTION_TEXT.lifted) })}
            >
              {RETENTION_TEXT.lift}
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={place} className="flex flex-col gap-3" noValidate>
          <p className="text-sm text-slate-600 dark:text-slate-300">{RETENTION_TEXT.holdExplained}</p>
          <TextAreaField
            label={RETENTION_TEXT.reason}
            required
            rows={2}
            maxLength={1000}
            value={reason}
            error={error}
            onChange={(event) => setReason(event.target.value)}
          />
          <TextField
            label={RETENTION_TEXT.endsOn}
            type="date"
            value={endsOn}
            onChange={(event) => setEndsOn(event.target.value)}
          />
          <div>
            <Button type="submit" loading={change.isPending}>
              {RETENTION_TEXT.place}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
