// What a guest's apply page shows first, fetched before the app's first render on a cold load (decision 105).
export { fetchApplyPostingAhead } from '../api/get-apply-posting';
