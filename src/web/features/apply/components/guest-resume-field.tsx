import { useState } from 'react';
import { FieldFrame, controlBorder } from '../../../components/field-frame';
import { RESUME_ACCEPT, resumeProblem } from '../read-resume';

interface GuestResumeFieldProps {
  /** The form's message when no resume was chosen. */
  error?: string;
  onChange: (file: File | null) => void;
}

/**
 * The resume of someone without an account: a native file input, labelled, which every keyboard, screen reader and
 * phone knows; the file goes with the form when it is sent. What is wrong with a file is said under it.
 */
export function GuestResumeField({ error, onChange }: GuestResumeFieldProps) {
  const [problem, setProblem] = useState<string>();
  const shown = problem ?? error;
  return (
    <FieldFrame label="Resume" required error={shown} hint="A PDF, DOC or DOCX file, up to 10 MB.">
      {(control) => (
        <input
          id={control.id}
          type="file"
          accept={RESUME_ACCEPT}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          aria-required
          className={`block w-full rounded-lg border bg-white p-2 text-base text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 sm:text-sm dark:bg-slate-950 dark:text-slate-100 dark:file:bg-brand-950 dark:file:text-brand-200 ${controlBorder(shown)}`}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const issue = file ? resumeProblem(file) : undefined;
            setProblem(issue);
            onChange(issue ? null : file);
          }}
        />
      )}
    </FieldFrame>
  );
}
