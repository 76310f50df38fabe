import { useState } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { PostingScreen } from '../components/posting-screen';
import { readCurrentPostingId } from '../current-posting';

/** /edit-job: the posting chosen from a card; without one there is nothing to edit, so a new one starts. */
export function EditPostingPage() {
  const [postingId] = useState(readCurrentPostingId);
  if (!postingId) return <Navigate to={PATHS.createJob} replace />;
  return <PostingScreen postingId={postingId} />;
}
