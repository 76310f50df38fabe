import { useState } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { PostingScreen } from '../components/PostingScreen';
import { readCurrentJobId } from '../current-job';

/** /edit-job: the posting chosen from a card; without one there is nothing to edit, so a new one starts. */
export default function EditJobPage() {
  const [postingId] = useState(readCurrentJobId);
  if (!postingId) return <Navigate to={PATHS.createJob} replace />;
  return <PostingScreen initialPostingId={postingId} />;
}
