// What the app's pages (src/web/app/pages) take from this feature: the applications lists, in dashboard mode on the
// dashboards and with a selection on /candidates, and the company's and the candidate's screens of one application,
// which show what other features give them.
export { CandidateApplicationsList, RecruiterApplicationsList } from './components/applications-list';
export { CandidateApplicationView } from './components/candidate-application-view';
export { RecruiterApplicationView } from './components/recruiter-application-view';
