// What the app's pages take from this feature: the bar that moves the chosen applications on /candidates, a
// posting's board, whose cards offer what other features do with an application, and the company's stages settings.
export { BulkMoveBar } from './components/bulk-move-bar';
export { PostingBoard } from './components/posting-board';
export { StagesSettings } from './components/stages-settings';
