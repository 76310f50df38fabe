import toast from 'react-hot-toast';

/** The one way the app shows a toast; durations are react-hot-toast's defaults, which are the specification's. */
export const notify = {
  success: (message: string): void => {
    toast.success(message);
  },
  error: (message: string): void => {
    toast.error(message);
  },
};
