import { useQuery } from '@tanstack/react-query';
import { companyProfileQuery } from '../../../lib/company-profile';

/** The query itself lives in lib: the top bar's avatar reads the same cache entry. */
export function useCompanyProfile() {
  return useQuery(companyProfileQuery);
}
