interface CompanyBrandProps {
  name: string;
  /** The company's profile picture; without one, the name's first letter stands in. */
  logoUrl: string | null;
  /** The load splash shows it large, the logo above the name. */
  large?: boolean;
  /** The header's size: a smaller logo, the name on one line. */
  small?: boolean;
  /** The narrow side menu: the logo alone, the name for screen readers. */
  compact?: boolean;
}

/** A company's logo and name, worn by the pages a candidate reaches from its link and by the header over them. */
export function CompanyBrand({ name, logoUrl, large = false, small = false, compact = false }: CompanyBrandProps) {
  const box = large
    ? 'size-18 rounded-2xl text-3xl'
    : small || compact
      ? 'size-9 rounded-lg text-base'
      : 'size-12 rounded-xl text-xl';
  const text = large ? 'text-2xl break-words' : small ? 'truncate text-base' : 'text-lg break-words';
  return (
    <div className={`flex min-w-0 items-center ${large ? 'flex-col gap-4' : 'gap-3'}`}>
      {logoUrl ? (
        <img
          src={logoUrl}
          alt=""
          className={`${box} shrink-0 bg-white object-contain ring-1 ring-slate-200 dark:ring-slate-700`}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`${box} flex shrink-0 items-center justify-center bg-brand-600 font-bold text-white`}
        >
          {[...name.trim()][0]?.toUpperCase()}
        </span>
      )}
      <p className={`min-w-0 font-bold tracking-tight text-slate-900 dark:text-white ${compact ? 'sr-only' : text}`}>
        {name}
      </p>
    </div>
  );
}

/**
 * The room the large brand takes while its company is not yet known: the logo's square and a line of the name, so
 * that nothing below it moves when the brand comes.
 */
export function LargeCompanyBrandRoom() {
  return (
    <div aria-hidden="true" className="flex flex-col items-center gap-4">
      <span className="size-18" />
      <span className="h-8" />
    </div>
  );
}
