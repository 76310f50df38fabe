// What the app's pages (src/web/app/pages) take from this feature: the applications lists, in dashboard mode on the
// dashboards and with a selection on /candidates.
export { CandidateApplicationsList, RecruiterApplicationsList } from './components/applications-list';
