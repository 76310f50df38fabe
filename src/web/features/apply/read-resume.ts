import { APPLY_MESSAGES, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '../../../shared/apply';
import type { ResumeFile } from './wizard';

export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

/** Why a chosen file cannot be a resume, before reading it; the server checks its bytes again. */
export function resumeProblem(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return APPLY_MESSAGES.resumeType;
  if (file.size > RESUME_MAX_BYTES) return APPLY_MESSAGES.resumeTooLarge;
  if (file.size === 0) return 'The resume file is empty.';
  return undefined;
}

/** The file as a data URL, the form in which the API takes a resume. */
export function readResume(file: File): Promise<ResumeFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve({ name: file.name, size: file.size, dataUrl: reader.result });
      else reject(new Error('The file could not be read.'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
