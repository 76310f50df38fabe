// What the app's shell takes from this feature: signing out from the user menu. The router takes its pages.
export { useLogout } from './api/logout';
