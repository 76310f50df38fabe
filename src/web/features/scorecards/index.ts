// What the app's pages take from this feature: an application's scorecards, written and read on its page.
export { ScorecardsPanel } from './components/scorecards-panel';
