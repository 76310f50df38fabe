import { z } from 'zod';

// Stored files (resumes, offers, pictures), as their downloads answer them.

export const FILE_MESSAGES = {
  unavailable: 'This file is not available right now. Please try again later.',
} as const;

/** The answer of a call that sends a file: its bytes, which the OpenAPI document gives as a binary string. */
export const FileAnswerSchema = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

/** Where a company's picture or cover image is served, to anyone (`GET /api/pictures/{id}`). */
export function picturePath(fileId: string): string {
  return `/api/pictures/${fileId}`;
}
