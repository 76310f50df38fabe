// What the app's pages take from this feature: an application's notes, shown beside its status.
export { NotesPanel } from './components/notes-panel';
