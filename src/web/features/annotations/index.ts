// What the app's pages take from this feature: a PDF resume with its reviewers' marks and the tools to add more.
export { AnnotatedResume } from './components/annotated-resume';
