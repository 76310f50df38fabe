import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ApplicationDetail } from '../../../../shared/application-details';
import { isApplicationName } from '../../../../shared/offers';
import { ERASURE_TEXT, ERASURE_TOASTS } from '../../../../shared/erasure';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useMember } from '../../../lib/member';
import { notify } from '../../../lib/notify';
import { PATHS } from '../../../lib/paths';
import { useEraseCandidate } from '../api/erasure';

const isCandidate = (typed: string, application: ApplicationDetail) =>
  isApplicationName(typed, application.first_name, application.last_name) ||
  typed.trim().toLowerCase() === application.email.toLowerCase();

/** An Admin erases what the company holds about the candidate behind an application; nothing for anyone else. */
export function EraseCandidateData({ application }: { application: ApplicationDetail }) {
  const [open, setOpen] = useState(false);
  if (!useMember().can('eraseCandidates')) return null;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{ERASURE_TEXT.eraseAction}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{ERASURE_TEXT.eraseHolds}</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {ERASURE_TEXT.eraseAction}
        </Button>
      </div>
      {open && <EraseDialog application={application} onClose={() => setOpen(false)} />}
    </Card>
  );
}

function EraseDialog({ application, onClose }: { application: ApplicationDetail; onClose: () => void }) {
  const erase = useEraseCandidate();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const name = `${application.first_name} ${application.last_name}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isCandidate(typed, application)) {
      setMismatch(true);
      return;
    }
    try {
      const counts = await erase.mutateAsync(application.application_id);
      notify.success(ERASURE_TOASTS.erased(counts));
      await navigate(PATHS.candidates);
    } catch {
      notify.error(ERASURE_TOASTS.eraseFailed);
    }
  }

  return (
    <DialogFrame
      title={ERASURE_TEXT.eraseAction}
      onClose={onClose}
      description={
        <>
          Erase everything your company holds about {name}? {ERASURE_TEXT.eraseHolds}
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={ERASURE_TEXT.eraseConfirmLabel}
          hint={`${name} or ${application.email}`}
          autoComplete="off"
          value={typed}
          error={mismatch ? ERASURE_TEXT.eraseConfirmMismatch : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setMismatch(false);
          }}
        />
        {erase.error && (
          <div className="mt-4">
            <FormAlert>{erase.error.message}</FormAlert>
          </div>
        )}
        <DialogButtons>
          <Button variant="secondary" onClick={onClose} autoFocus>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={erase.isPending}>
            Erase
          </Button>
        </DialogButtons>
      </form>
    </DialogFrame>
  );
}
