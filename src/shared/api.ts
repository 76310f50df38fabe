/** The body of every error answer: a message a person can read, and per-field messages when a payload failed. */
export interface ApiError {
  status: number;
  error: string;
  fields?: Record<string, string>;
}
