// What the app's shell takes from this feature: the top bar's search box, loaded once a member signs in.
export { SearchBox } from './components/search-box';
