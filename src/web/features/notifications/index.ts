// What the app's shell takes from this feature: the top bar's bell, loaded as its own chunk once a member signs in.
export { NotificationBell } from './components/notification-bell';
