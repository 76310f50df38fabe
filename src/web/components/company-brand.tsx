interface CompanyBrandProps {
  name: string;
  /** The company's profile picture; without one, the name's first letter stands in. */
  logoUrl: string | null;
  /** The load splash shows it large, the logo above the name. */
  large?: boolean;
}

/** A company's logo and name, worn by the pages a candidate reaches from its link. */
export function CompanyBrand({ name, logoUrl, large = false }: CompanyBrandProps) {
  const box = large ? 'size-18 rounded-2xl text-3xl' : 'size-12 rounded-xl text-xl';
  return (
    <div className={`flex items-center ${large ? 'flex-col gap-4' : 'gap-3'}`}>
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
      <p
        className={`font-bold tracking-tight text-slate-900 dark:text-white ${large ? 'text-2xl' : 'text-lg'} break-words`}
      >
        {name}
      </p>
    </div>
  );
}
