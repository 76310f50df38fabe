import { Suspense, useState } from 'react';
import { matchPath } from 'react-router';
import { LargeCompanyBrandRoom } from '../components/company-brand';
import { lazyNamed } from '../lib/lazy-named';
import { PATHS } from '../lib/paths';
import { logoUrl } from './logo';

// Only a job link's splash wears a company's mark: the sign-in screen's download stays without it.
const CompanySplashMark = lazyNamed(() => import('./company-splash-mark'), 'CompanySplashMark');

/** Loads the company's mark ahead of the splash, for a job link opened cold. */
export const preloadCompanySplashMark = CompanySplashMark.preload;

/** How long the load splash shows while the app starts, as the specification asks. */
export const SPLASH_MS = 1000;

function ProductMark() {
  return (
    <>
      <img src={logoUrl} alt="" width={72} height={72} className="size-18 drop-shadow-lg" />
      <p className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Openhire</p>
    </>
  );
}

/** The load splash shown once, for SPLASH_MS, while the app starts. */
export function SplashScreen() {
  // The page the app opened on; the splash is gone before anyone navigates.
  const [postingId] = useState(() => matchPath(PATHS.apply, window.location.pathname)?.params.id);
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-5 bg-slate-50 dark:bg-slate-950">
      <div aria-hidden="true" className="animate-splash flex w-full flex-col items-center gap-4 px-6 text-center">
        {postingId ? (
          <Suspense fallback={<LargeCompanyBrandRoom />}>
            <CompanySplashMark postingId={postingId} />
          </Suspense>
        ) : (
          <ProductMark />
        )}
      </div>
      <div aria-hidden="true" className="h-1 w-36 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
        <div className="h-full w-1/2 animate-pulse rounded-full bg-brand-600 dark:bg-brand-400" />
      </div>
      <p role="status" className="sr-only">
        {postingId ? 'Loading the job' : 'Loading Openhire'}
      </p>
    </div>
  );
}
