import { describe, expect, it } from 'vitest';
import type { PostingCard } from '../../../shared/postings';
import { filterPostings, isClosed, postingLocations } from './filter-postings';

const posting = (id: string, title: string, city: string, country: PostingCard['country']): PostingCard => ({
  id,
  title,
  city,
  country,
  deadline: '2026-12-31T00:00:00.000Z',
  is_active: true,
  num_applications: 0,
  applied_today: 0,
});

const postings = [
  posting('1', 'Backend Engineer', 'Toronto', 'Canada'),
  posting('2', 'Product Designer', 'London', 'UK'),
  posting('3', 'Data Engineer', 'Toronto', 'Canada'),
];

const ids = (list: PostingCard[]) => list.map((item) => item.id);

describe('current openings filters', () => {
  it('matches the search against title or city, ignoring case', () => {
    expect(ids(filterPostings(postings, 'ENGINEER', ''))).toEqual(['1', '3']);
    expect(ids(filterPostings(postings, 'london', ''))).toEqual(['2']);
    expect(ids(filterPostings(postings, '  ', ''))).toEqual(['1', '2', '3']);
  });

  it('filters by the exact city, country and combines with the search', () => {
    expect(ids(filterPostings(postings, '', 'Toronto, Canada'))).toEqual(['1', '3']);
    expect(ids(filterPostings(postings, 'data', 'Toronto, Canada'))).toEqual(['3']);
    expect(ids(filterPostings(postings, 'data', 'London, UK'))).toEqual([]);
  });

  it('offers each location once', () => {
    expect(postingLocations(postings)).toEqual(['London, UK', 'Toronto, Canada']);
  });

  it('tells closed postings, switched off or past their deadline, from active ones', () => {
    const now = Date.parse('2026-06-01T12:00:00.000Z');
    const open = { ...posting('1', 'Open', 'Toronto', 'Canada'), deadline: '2026-06-02T00:00:00.000Z' };
    const off = { ...posting('2', 'Off', 'Toronto', 'Canada'), is_active: false };
    const past = { ...posting('3', 'Past', 'Toronto', 'Canada'), deadline: '2026-06-01T00:00:00.000Z' };
    expect([open, off, past].map((card) => isClosed(card, now))).toEqual([false, true, true]);
    expect(ids(filterPostings([open, off, past], '', '', 'Active', now))).toEqual(['1']);
    expect(ids(filterPostings([open, off, past], '', '', 'Closed', now))).toEqual(['2', '3']);
    expect(ids(filterPostings([open, off, past], '', '', '', now))).toEqual(['1', '2', '3']);
  });
});
