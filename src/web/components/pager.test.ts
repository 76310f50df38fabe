import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager';

const render = (page: number, pageCount: number) =>
  pagerItems(page, pageCount)
    .map((item) => (item.kind === 'gap' ? '…' : String(item.page)))
    .join(' ');

describe('pager page numbers (2 margin pages, a range of 3)', () => {
  it('shows every page when there are few', () => {
    expect(render(1, 1)).toBe('1');
    expect(render(2, 5)).toBe('1 2 3 4 5');
  });

  it('shows the margins and the pages around the current one, with ellipses between', () => {
    expect(render(10, 20)).toBe('1 2 … 9 10 11 … 19 20');
  });

  it('keeps the window three pages wide at either end', () => {
    expect(render(1, 20)).toBe('1 2 3 … 19 20');
    expect(render(20, 20)).toBe('1 2 … 18 19 20');
  });

  it('shows a single hidden page instead of an ellipsis standing for it', () => {
    expect(render(5, 20)).toBe('1 2 3 4 5 6 … 19 20');
  });
});
