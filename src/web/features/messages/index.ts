// What the app's pages take from this feature: an application's conversation with its candidate, for each side.
export { CandidateMessagesPanel } from './components/candidate-messages-panel';
export { MessagesPanel } from './components/messages-panel';
