import toast from 'react-hot-toast';

/**
 * The one way the app shows a toast; durations are react-hot-toast's defaults, which are the specification's. A
 * toast's text is its id, so the same message said again while it shows replaces it instead of piling up.
 */
export const notify = {
  success: (message: string): void => {
    toast.success(message, { id: `success:${message}` });
  },
  error: (message: string): void => {
    toast.error(message, { id: `error:${message}` });
  },
};
