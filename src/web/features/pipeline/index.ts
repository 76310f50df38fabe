// What the app's pages take from this feature: the bar that moves the chosen applications on /candidates, and a
// posting's board, whose cards offer what other features do with an application.
export { BulkMoveBar } from './components/bulk-move-bar';
export { PostingBoard } from './components/posting-board';
