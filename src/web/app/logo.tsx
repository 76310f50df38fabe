import { Link } from 'react-router';
import { PATHS } from '../lib/paths';
import logoUrl from '../assets/logo.svg';

export { logoUrl };

interface LogoLinkProps {
  /** Hide the word mark, for the collapsed side menu. */
  compact?: boolean;
  onNavigate?: () => void;
  className?: string;
}

export function LogoLink({ compact = false, onNavigate, className }: LogoLinkProps) {
  return (
    <Link
      to={PATHS.home}
      onClick={onNavigate}
      aria-label="Openhire home"
      className={`inline-flex items-center gap-2.5 rounded-lg ${className ?? ''}`}
    >
      <img src={logoUrl} alt="" width={32} height={32} className="size-8 shrink-0" />
      {!compact && <span className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">Openhire</span>}
    </Link>
  );
}
