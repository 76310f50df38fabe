import { logoUrl } from './logo';

/** How long the load splash shows while the app starts, as the specification asks. */
export const SPLASH_MS = 1000;

/** The load splash shown once, for SPLASH_MS, while the app starts. */
export function SplashScreen() {
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-5 bg-slate-50 dark:bg-slate-950">
      <div aria-hidden="true" className="animate-splash flex flex-col items-center gap-4">
        <img src={logoUrl} alt="" width={72} height={72} className="size-18 drop-shadow-lg" />
        <p className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Openhire</p>
      </div>
      <div aria-hidden="true" className="h-1 w-36 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
        <div className="h-full w-1/2 animate-pulse rounded-full bg-brand-600 dark:bg-brand-400" />
      </div>
      <p role="status" className="sr-only">
        Loading Openhire
      </p>
    </div>
  );
}
