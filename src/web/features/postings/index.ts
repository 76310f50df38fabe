// What the app's pages take from this feature: the recruiter's postings, on the dashboard.
export { PostingsStrip } from './components/postings-strip';
