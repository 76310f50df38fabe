import { CompanyBrand, LargeCompanyBrandRoom } from '../components/company-brand';
import { useApplyPosting } from '../features/apply';

/** The mark of the company whose job a candidate's link opens: they are applying to it, not to us. */
export function CompanySplashMark({ postingId }: { postingId: string }) {
  const posting = useApplyPosting(postingId);
  // Until the company is known, nothing stands in for it (our own mark would flash before theirs), but its room is kept.
  if (!posting.data) return <LargeCompanyBrandRoom />;
  return <CompanyBrand name={posting.data.company_name} logoUrl={posting.data.company_logo_url} large />;
}
