import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_END, HIGHLIGHT_START, snippetParts } from './search.js';

describe('snippetParts', () => {
  it('splits a snippet into text and the matched words between the marks, keeping markup as text', () => {
    const snippet = `Built a ${HIGHLIGHT_START}compiler${HIGHLIGHT_END} <b>in</b> ${HIGHLIGHT_START}Rust${HIGHLIGHT_END}`;
    expect(snippetParts(snippet)).toEqual([
      { text: 'Built a ', matched: false },
      { text: 'compiler', matched: true },
      { text: ' <b>in</b> ', matched: false },
      { text: 'Rust', matched: true },
    ]);
  });
});
