import { describe, expect, it } from 'vitest';
import type { PostingCard } from '../../../shared/postings';
import { filterPostings, postingLocations } from './filter-postings';

const posting = (id: string, title: string, city: string, country: PostingCard['country']): PostingCard => ({
  id,
  title,
  city,
  country,
  deadline: '2026-12-31T00:00:00.000Z',
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
});
