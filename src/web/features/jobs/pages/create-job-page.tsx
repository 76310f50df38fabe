import { useLocation } from 'react-router';
import { PostingScreen } from '../components/PostingScreen';

/** /job: a blank posting each time the page is opened, even from itself. */
export default function CreateJobPage() {
  const location = useLocation();
  return <PostingScreen key={location.key} initialPostingId={null} />;
}
