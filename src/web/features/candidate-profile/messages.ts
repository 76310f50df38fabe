/** The candidate profile's toasts, worded as the specification says. */
export const PROFILE_TEXT = {
  fetchFailed: 'Failed to fetch profile data!',
  saved: 'Profile data saved successfully!',
  saveFailed: 'Failed to save profile data!',
} as const;
