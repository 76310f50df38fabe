import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyProfileInput } from '../../../../shared/profiles';
import { profileEndpoints } from '../../../../shared/profiles-endpoints';
import { call } from '../../../lib/api-client';
import { companyProfileQuery } from '../../../lib/company-profile';
import { uploadFile } from '../../../lib/upload-file';

/** A save with the pictures chosen since the last, if any: each is uploaded first, then named by its id. */
type ProfileSave = CompanyProfileInput & { picture: File | null; cover: File | null };

async function saveCompanyProfile({ picture, cover, ...input }: ProfileSave): Promise<void> {
  const [pictureFile, coverFile] = await Promise.all(
    [picture, cover].map((chosen) => chosen && uploadFile('picture', chosen)),
  );
  await call(profileEndpoints.saveCompany, {
    body: { ...input, picture_file_id: pictureFile?.id, cover_file_id: coverFile?.id },
  });
}

export function useSaveCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyProfile,
    // Profiles reload from the server after a successful save (specification, section 4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyProfileQuery.queryKey }),
  });
}
