// What the app's pages take from this feature: an application's interviews and the dialog that schedules one (the
// board's cards offer it), the candidate's upcoming interviews, and a member's interviews of today and tomorrow.
export { InterviewDialog } from './components/interview-dialog';
export { InterviewsPanel } from './components/interviews-panel';
export { CandidateInterviews } from './components/candidate-interviews';
export { SoonInterviews } from './components/soon-interviews';
