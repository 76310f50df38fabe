import type { ReactNode } from 'react';
import { Card } from '../../../components/card';

interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

/** The frame of every sign-in and sign-up screen. */
export function AuthCard({ title, description, icon, children, footer, wide = false }: AuthCardProps) {
  return (
    <div className={`mx-auto flex w-full flex-col py-2 sm:py-8 ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
      <Card className="px-5 py-7 sm:px-8 sm:py-9">
        <div className="mb-7 flex flex-col items-center text-center">
          {icon && (
            <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-900">
              {icon}
            </div>
          )}
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-white">{title}</h1>
          {description && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{description}</p>}
        </div>
        {children}
      </Card>
      {footer && <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">{footer}</div>}
    </div>
  );
}
