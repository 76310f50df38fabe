import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ApplicationDetail,
  CandidateApplicationAnswer,
  RecruiterApplicationAnswer,
} from '../../../../shared/application-details';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../../../shared/applications-endpoints';
import { ApiError, call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function firstApplication(response: CandidateApplicationAnswer | RecruiterApplicationAnswer): ApplicationDetail {
  // The candidate call answers a list whose first item is the application; the recruiter call one object.
  const application = Array.isArray(response.data) ? response.data[0] : response.data;
  if (response.status !== 200 || !application) throw new ApiError(404, 'No application found');
  return application;
}

// The viewer downloads the resume from resume_url when it is shown, so the answer leaves the base64 copy out. Both
// calls answer one application's detail when `application_id` names it.
async function getCandidateApplication(id: string): Promise<ApplicationDetail> {
  const query = { application_id: id, resume: 'url' } as const;
  return firstApplication((await call(candidateApplicationEndpoints.listOwn, { query })) as CandidateApplicationAnswer);
}

async function getRecruiterApplication(id: string): Promise<ApplicationDetail> {
  const query = { application_id: id, resume: 'url' } as const;
  return firstApplication((await call(applicationEndpoints.list, { query })) as RecruiterApplicationAnswer);
}

type ApplicationViewer = 'candidate' | 'recruiter';

const applicationQuery = (viewer: ApplicationViewer, id: string) =>
  queryOptions({
    queryKey: viewer === 'candidate' ? queryKeys.candidateApplication(id) : queryKeys.recruiterApplication(id),
    queryFn: () => (viewer === 'candidate' ? getCandidateApplication(id) : getRecruiterApplication(id)),
  });

export function useApplication(viewer: ApplicationViewer, id: string | undefined) {
  return useQuery({ ...applicationQuery(viewer, id ?? ''), enabled: Boolean(id) });
}
