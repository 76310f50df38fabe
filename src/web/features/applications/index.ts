// What the dashboards (src/web/app/pages) take from this feature: the applications list in dashboard mode.
export { CandidateApplicationsList, RecruiterApplicationsList } from './components/applications-list';
