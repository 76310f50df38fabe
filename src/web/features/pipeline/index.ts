// What the app's pages take from this feature: the bar that moves the chosen applications on /candidates.
export { BulkMoveBar } from './components/bulk-move-bar';
