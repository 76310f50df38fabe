import { APPLICATION_MESSAGES } from '../../../shared/applications';
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '../../../shared/application-submissions';

export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

/** Why a chosen file cannot be a resume, naming the file, before it is sent; the server checks its bytes again. */
export function resumeProblem(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return `${file.name}: ${APPLICATION_MESSAGES.resumeType}`;
  if (file.size > RESUME_MAX_BYTES)
    return `${file.name} (${formatFileSize(file.size)}): ${APPLICATION_MESSAGES.resumeTooLarge}`;
  if (file.size === 0) return `${file.name}: the file is empty.`;
  return undefined;
}

const RESUME_KINDS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

/** What kind of document a stored resume is, in the words the documents step uses. */
export function resumeKind(contentType: string): string {
  return RESUME_KINDS[contentType] ?? contentType;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
