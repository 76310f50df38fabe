/** An ILIKE pattern that finds the text anywhere; the wildcards a person types are matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
