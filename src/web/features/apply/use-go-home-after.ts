import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';

/** Where the specification sends the candidate after applying, or when the job cannot be shown: home, after a moment to read why. */
const GO_HOME_DELAY_MS = 4000;

export function useGoHomeAfter(delayMs = GO_HOME_DELAY_MS) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(PATHS.home), delayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, delayMs]);
}
