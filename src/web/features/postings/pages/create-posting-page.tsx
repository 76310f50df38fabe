import { useLocation } from 'react-router';
import { PostingScreen } from '../components/posting-screen';

/** /job: a blank posting each time the page is opened, even from itself. */
export function CreatePostingPage() {
  const location = useLocation();
  return <PostingScreen key={location.key} postingId={null} />;
}
