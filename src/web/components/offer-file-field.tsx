import { useId, useState, type ChangeEvent } from 'react';
import { APPLICATION_MESSAGES } from '../../shared/applications';
import { OFFER_MAX_BYTES } from '../../shared/offers';

interface OfferFileFieldProps {
  /** The chosen file, or null when none (or one too large) is chosen. */
  onChange: (offer: File | null) => void;
}

/** The offer letter that goes with Offer Sent: one field for the status update and for a move on the board. */
export function OfferFileField({ onChange }: OfferFileFieldProps) {
  const id = useId();
  const [error, setError] = useState('');

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file && file.size > OFFER_MAX_BYTES) {
      // A file input's value cannot be set from script, except to empty it.
      event.target.value = '';
      setError(APPLICATION_MESSAGES.offerTooLarge);
      onChange(null);
      return;
    }
    setError('');
    onChange(file ?? null);
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        Offer letter (PDF, DOC or DOCX, optional)
      </label>
      <input
        id={id}
        type="file"
        accept=".pdf,.doc,.docx"
        onChange={choose}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 dark:text-slate-200 dark:file:bg-brand-950 dark:file:text-brand-200"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
