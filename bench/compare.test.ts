import { describe, expect, it } from 'vitest';
import { callKey, compareFileOf, compareRuns, comparisonTable } from './compare.js';

const row = (call: string, vsHealth: string) => ({ call, 'req/s': 1000, 'vs health': vsHealth, errors: 0 });

describe("the bench's comparison with an earlier run", () => {
  it('marks a call whose ratio to health fell by more than 20 %, and no other', () => {
    const before = [row('GET /api/health (median of 5)', '1.00'), row('postings list', '0.50'), row('detail', '0.40')];
    const after = [row('GET /api/health (median of 7)', '1.00'), row('postings list', '0.39'), row('detail', '0.33')];

    const compared = compareRuns(before, after);

    expect(compared.map(({ call, fell }) => [call, fell])).toEqual([
      ['GET /api/health (median of 7)', false],
      // 0.39 / 0.50: 22 % lower.
      ['postings list', true],
      // 0.33 / 0.40: 17.5 % lower.
      ['detail', false],
    ]);
    expect(compared[1]!.change).toBeCloseTo(-0.22);
    const table = comparisonTable(compared);
    expect(table).toContain('| postings list | 0.50 | 0.39 | -22 % | fell by more than 20 % |');
    expect(table).toContain('| detail | 0.40 | 0.33 | -18 % |  |');
  });

  it("finds a call again when the figures in its name's brackets changed, and lists calls only one run has", () => {
    const before = [row('recruiter applications, whole list (3000, 512 KB br)', '0.10'), row('gone', '0.50')];
    const after = [row('recruiter applications, whole list (3000, 498 KB br)', '0.12'), row('new call', '0.30')];

    expect(compareRuns(before, after)).toEqual([
      {
        call: 'recruiter applications, whole list (3000, 498 KB br)',
        before: 0.1,
        after: 0.12,
        change: expect.closeTo(0.2) as number,
        fell: false,
      },
      { call: 'new call', before: undefined, after: 0.3, change: undefined, fell: false },
      { call: 'gone', before: 0.5, after: undefined, change: undefined, fell: false },
    ]);
    expect(callKey('hiring report: funnel, all jobs over 548 days (3000 applications), 5 connections')).toBe(
      'hiring report: funnel, all jobs over 548 days, 5 connections',
    );
  });

  it('reads --compare FILE from the arguments and refuses it without an existing file', () => {
    expect(compareFileOf([])).toBeUndefined();
    expect(compareFileOf(['--compare', 'package.json'])).toBe('package.json');
    expect(() => compareFileOf(['--compare'])).toThrow('needs the JSON file');
    expect(() => compareFileOf(['--compare', 'bench/results/none.json'])).toThrow('no such file');
  });
});
