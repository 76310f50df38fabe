// What the app's pages take from this feature: the newest open postings, on the candidate's home.
export { RecentPostingsStrip } from './components/recent-postings-strip';
