// What the app's pages take from this feature: an application's scorecards, written and read on its page, and the
// template each of the company's stages asks for, set beside the stages.
export { ScorecardsPanel } from './components/scorecards-panel';
export { StageTemplates } from './components/stage-templates';
