/**
 * An error message as one line, as a terminal or a supervisor's log shows it best: a list under a heading joins
 * the heading with ": " and its items with "; ".
 */
export function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/:\s*\n\s*/, ': ').replace(/\s*\n\s*/g, '; ');
}
