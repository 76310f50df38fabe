import type { ComponentPropsWithoutRef } from 'react';

export function Card({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className ?? ''}`}
      {...rest}
    />
  );
}
