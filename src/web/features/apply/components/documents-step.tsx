import { useId, useState, type ChangeEvent } from 'react';
import { RESUME_MAX_BYTES } from '../../../../shared/applications';
import { ClipboardIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { formatFileSize, readResume, RESUME_ACCEPT, resumeProblem } from '../read-resume';
import type { ResumeFile } from '../wizard';

interface DocumentsStepProps {
  resume: ResumeFile | null;
  /** The step's message from the last Next (no resume chosen). */
  error?: string;
  onResumeChange: (resume: ResumeFile | null) => void;
}

export function DocumentsStep({ resume, error, onResumeChange }: DocumentsStepProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [problem, setProblem] = useState<string>();
  const [reading, setReading] = useState(false);

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const issue = resumeProblem(file);
    if (issue) {
      setProblem(issue);
      onResumeChange(null);
      input.value = '';
      return;
    }
    setProblem(undefined);
    setReading(true);
    try {
      onResumeChange(await readResume(file));
    } catch {
      setProblem('The file could not be read. Choose it again or pick another file.');
      onResumeChange(null);
    } finally {
      setReading(false);
    }
  };

  const message = problem ?? error;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
          Resume
        </label>
        <input
          id={inputId}
          type="file"
          accept={RESUME_ACCEPT}
          aria-required="true"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : `${inputId}-hint`}
          onChange={(event) => void chooseFile(event)}
          className="block w-full rounded-lg border border-dashed border-slate-400 bg-white p-3 text-sm text-slate-800 file:mr-4 file:rounded-md file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-200"
        />
        {message ? (
          <p id={messageId} role="alert" className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-400">
            {message}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
            PDF, DOC or DOCX, at most {formatFileSize(RESUME_MAX_BYTES)}.
          </p>
        )}
      </div>
      {reading && (
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Spinner size="sm" /> Reading the file…
        </p>
      )}
      {resume && !reading && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-100 dark:ring-emerald-900"
        >
          <ClipboardIcon className="size-4 shrink-0" />
          <span className="break-all">
            Selected: <strong className="font-semibold">{resume.name}</strong> ({formatFileSize(resume.size)})
          </span>
        </p>
      )}
    </div>
  );
}
