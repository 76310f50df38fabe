// What the app's pages take from this feature: a candidate's other applications and likely duplicates.
export { AlsoAppliedNotice } from './components/also-applied-notice';
export { CandidateHistoryPanel } from './components/candidate-history-panel';
