import { describe, expect, it } from 'vitest';
import { isApplicationName } from './applications.js';

describe('signing an offer answer with the full name', () => {
  it('takes the first and last name whatever their case and spaces', () => {
    for (const typed of ['Ada Lovelace', 'ada lovelace', '  ADA   LoveLace ', 'AdaLovelace'])
      expect(isApplicationName(typed, 'Ada', 'Lovelace'), typed).toBe(true);
    expect(isApplicationName('Mary Ann Evans', 'Mary Ann', 'Evans')).toBe(true);
  });

  it('refuses another name, half of it, or the names in the other order', () => {
    for (const typed of ['Ada', 'Lovelace', 'Lovelace Ada', 'Ada Byron', 'Ada Lovelace-King', ''])
      expect(isApplicationName(typed, 'Ada', 'Lovelace'), typed).toBe(false);
  });
});
