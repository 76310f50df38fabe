// What the app's shell takes from this feature: the posting being applied to, whose company the splash shows.
export { useApplyPosting } from './api/get-apply-posting';
