// What the app's pages (src/web/app/pages) take from this feature: the applications lists, in dashboard mode on the
// dashboards and with a selection on /candidates, and the company's screen of one application, which shows what
// other features give it.
export { CandidateApplicationsList, RecruiterApplicationsList } from './components/applications-list';
export { RecruiterApplicationView } from './components/recruiter-application-view';
