import { Link } from 'react-router';
import { CompanyBrand } from '../components/company-brand';
import { BriefcaseIcon } from '../components/icons';
import { useShownBrand } from '../lib/page-brand';
import { PATHS } from '../lib/paths';
import { useSession } from '../lib/session';
import logoUrl from '../assets/logo.svg';

export { logoUrl };

interface LogoLinkProps {
  /** Hide the word mark, for the collapsed side menu. */
  compact?: boolean;
  onNavigate?: () => void;
  className?: string;
}

/**
 * The header's mark: the company a page speaks for, when it does (its logo and name, decision 089); for a candidate
 * elsewhere, a plain way home that names no product; the app's logo for its members and guests.
 */
export function LogoLink({ compact = false, onNavigate, className }: LogoLinkProps) {
  const brand = useShownBrand();
  const candidate = useSession()?.isRecruiter === false;
  if (brand) {
    return (
      <Link
        to={PATHS.home}
        onClick={onNavigate}
        aria-label={`${brand.name}: home`}
        className={`flex min-w-0 rounded-lg ${className ?? ''}`}
      >
        <CompanyBrand name={brand.name} logoUrl={brand.logo_url} small compact={compact} />
      </Link>
    );
  }
  if (candidate) {
    return (
      <Link
        to={PATHS.home}
        onClick={onNavigate}
        aria-label="My applications"
        className={`inline-flex min-w-0 items-center gap-2.5 rounded-lg text-slate-900 dark:text-white ${className ?? ''}`}
      >
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
          <BriefcaseIcon className="size-5" />
        </span>
        {!compact && (
          <span className="hidden truncate text-lg font-bold tracking-tight sm:inline">My applications</span>
        )}
      </Link>
    );
  }
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
