// What the app's shell takes from this feature: the dialog in which a member changes the name the team sees.
export { MemberNameDialog } from './components/member-name-dialog';
