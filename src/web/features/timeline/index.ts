// What the app's pages take from this feature: everything that happened to an application, in order.
export { TimelinePanel } from './components/timeline-panel';
