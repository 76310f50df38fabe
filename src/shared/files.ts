// Stored files (resumes, offers, pictures), as their downloads answer them.

export const FILE_MESSAGES = {
  unavailable: 'This file is not available right now. Please try again later.',
} as const;
