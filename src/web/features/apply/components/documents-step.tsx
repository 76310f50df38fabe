import { useId, useState, type DragEvent } from 'react';
import { type PreviousResume } from '../../../../shared/application-drafts';
import { RESUME_MAX_BYTES } from '../../../../shared/application-submissions';
import { ClipboardIcon, PlusDocumentIcon } from '../../../components/icons';
import { formatMomentDay } from '../../../lib/dates';
import { useUploadDraftResume } from '../api/upload-draft-resume';
import { formatFileSize, RESUME_ACCEPT, resumeKind, resumeProblem } from '../read-resume';
import { previousResumeChoice, type ResumeFile } from '../wizard';

interface DocumentsStepProps {
  postingId: string;
  resume: ResumeFile | null;
  /** The resume of the candidate's latest application, offered again so that it need not be uploaded. */
  previous: PreviousResume | null;
  /** The step's message from the last Next (no resume chosen). */
  error?: string;
  onResumeChange: (resume: ResumeFile) => void;
  /** Told when an upload starts and when it ends, either way. */
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * The resume's drop zone: a file dropped on it or chosen with it is checked here, then uploaded to the draft at once,
 * with its progress, so that submitting sends nothing large. What is wrong with a file is said on the zone.
 */
export function DocumentsStep({
  postingId,
  resume,
  previous,
  error,
  onResumeChange,
  onUploadingChange,
}: DocumentsStepProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const upload = useUploadDraftResume(postingId);
  const [problem, setProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState<{ name: string; share: number }>();

  const choose = (file: File | undefined) => {
    if (!file || sending) return;
    const issue = resumeProblem(file);
    setProblem(issue);
    if (issue) return;
    setSending({ name: file.name, share: 0 });
    onUploadingChange(true);
    upload.mutate(
      { file, onProgress: (share) => setSending({ name: file.name, share }) },
      {
        onSuccess: (stored) => onResumeChange({ name: stored.name, size: stored.size, type: stored.type }),
        onError: (failure) => setProblem(`${file.name}: ${failure.message}`),
        onSettled: () => {
          setSending(undefined);
          onUploadingChange(false);
        },
      },
    );
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const message = problem ?? error;
  const percent = sending ? Math.round(sending.share * 100) : 0;
  const usingPrevious = previous !== null && resume?.file_id === previous.file_id && !sending;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Resume
      </label>
      {previous && (
        <button
          type="button"
          aria-pressed={usingPrevious}
          disabled={sending !== undefined}
          onClick={() => {
            setProblem(undefined);
            onResumeChange(previousResumeChoice(previous));
          }}
          className={`flex w-full items-center gap-3 rounded-xl border-2 px-4 py-3 text-left transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-wait dark:focus-visible:ring-brand-300 dark:focus-visible:ring-offset-slate-900 ${
            usingPrevious
              ? 'border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-500 dark:bg-emerald-950/60 dark:text-emerald-50'
              : 'border-slate-300 bg-white text-slate-900 hover:border-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:border-brand-300'
          }`}
        >
          <ClipboardIcon className="size-5 shrink-0" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="text-sm font-semibold wrap-anywhere">
              Use {previous.name} from {formatMomentDay(previous.uploaded_at)}
            </span>
            <span className="text-xs opacity-80">
              {resumeKind(previous.type)}, {formatFileSize(previous.size)}: the resume of your last application
            </span>
          </span>
          {usingPrevious && <span className="shrink-0 text-xs font-semibold">Selected</span>}
        </button>
      )}
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`relative flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 dark:focus-within:ring-brand-300 dark:focus-within:ring-offset-slate-900 ${
          message
            ? 'border-red-600 bg-red-50 dark:border-red-400 dark:bg-red-950/40'
            : dragging
              ? 'border-brand-600 bg-brand-50 dark:border-brand-300 dark:bg-brand-950/50'
              : 'border-slate-400 bg-slate-50 hover:border-brand-600 dark:border-slate-600 dark:bg-slate-950/60 dark:hover:border-brand-300'
        }`}
      >
        {/* The input covers the zone: a click anywhere opens the file chooser, and the keyboard reaches it. */}
        <input
          id={inputId}
          type="file"
          accept={RESUME_ACCEPT}
          aria-required="true"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${messageId} ${hintId}` : hintId}
          disabled={sending !== undefined}
          onChange={(event) => {
            choose(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-wait"
        />
        <PlusDocumentIcon className="size-8 text-brand-700 dark:text-brand-300" />
        <p className="text-sm font-medium text-slate-900 dark:text-white">
          {dragging ? (
            'Drop the file to use it'
          ) : (
            <>
              {previous ? 'Or upload another: drag and drop it here, or' : 'Drag and drop your resume here, or'}{' '}
              <span className="text-brand-700 underline dark:text-brand-300">choose a file</span>
            </>
          )}
        </p>
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          PDF, DOC or DOCX, at most {formatFileSize(RESUME_MAX_BYTES)}.
        </p>
        {message && (
          <p id={messageId} role="alert" className="text-sm font-medium break-all text-red-700 dark:text-red-300">
            {message}
          </p>
        )}
        {sending && (
          <div className="w-full max-w-sm">
            <p className="mb-1 text-xs break-all text-slate-700 dark:text-slate-300">
              Uploading {sending.name}… {percent}%
            </p>
            <div
              role="progressbar"
              aria-label={`Uploading ${sending.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
            >
              <div
                className="h-full bg-brand-600 transition-[width] dark:bg-brand-300"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
        )}
      </div>
      {resume && !sending && !usingPrevious && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-100 dark:ring-emerald-900"
        >
          <ClipboardIcon className="size-4 shrink-0" />
          <span className="break-all">
            Selected: <strong className="font-semibold">{resume.name}</strong> ({resumeKind(resume.type)},{' '}
            {formatFileSize(resume.size)})
          </span>
        </p>
      )}
    </div>
  );
}
