// /update-status has no id in its path: it shows the application passed in the navigation state, or else the one
// the recruiter opened last. The id is kept for the tab's lifetime only, like the screen it serves.
const KEY = 'lastOpenedApplicationId';

export function rememberOpenedApplication(id: string): void {
  try {
    window.sessionStorage.setItem(KEY, id);
  } catch {
    // Storage may be unavailable (private modes): /update-status then has nothing to fall back on.
  }
}

export function lastOpenedApplication(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
