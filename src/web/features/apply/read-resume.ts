import { APPLICATION_MESSAGES, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '../../../shared/applications';
import { readAsDataUrl } from '../../lib/read-file';
import type { ResumeFile } from './wizard';

export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

/** Why a chosen file cannot be a resume, before reading it; the server checks its bytes again. */
export function resumeProblem(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return APPLICATION_MESSAGES.resumeType;
  if (file.size > RESUME_MAX_BYTES) return APPLICATION_MESSAGES.resumeTooLarge;
  if (file.size === 0) return 'The resume file is empty.';
  return undefined;
}

/** The resume with what the documents step shows of it beside the data URL the API takes. */
export async function readResume(file: File): Promise<ResumeFile> {
  return { name: file.name, size: file.size, dataUrl: await readAsDataUrl(file) };
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
