import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { endSession } from '../lib/session';

// One browser page serves a whole file: each test starts signed out, with no toast and the real fetch back.
afterEach(() => {
  cleanup();
  toast.remove();
  endSession();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});
