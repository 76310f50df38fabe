import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applicationOfAddress, applicationOfToken, replyAddressOf, replyToken } from './reply-address.js';

const KEY = 'a key of at least thirty-two characters';

describe('reply addresses', () => {
  it('names the application it was made for, in any case a mail system folds it to', () => {
    const id = randomUUID();
    const token = replyToken(KEY, id);
    expect(token).toMatch(/^[a-z2-7]{42}$/);
    expect(applicationOfToken(KEY, token)).toBe(id);
    expect(applicationOfToken(KEY, token.toUpperCase())).toBe(id);
    const address = replyAddressOf('hiring@mail.example.com', token);
    expect(address).toBe(`hiring+${token}@mail.example.com`);
    expect(applicationOfAddress(KEY, address.toUpperCase())).toBe(id);
  });

  it('refuses a token another key signed, a changed one and one that is not a token', () => {
    const id = randomUUID();
    const token = replyToken(KEY, id);
    expect(applicationOfToken('another key of thirty-two characters!', token)).toBeNull();
    const changed = token.slice(0, 5) + (token[5] === 'a' ? 'b' : 'a') + token.slice(6);
    expect(applicationOfToken(KEY, changed)).toBeNull();
    expect(applicationOfToken(KEY, token.slice(0, -1))).toBeNull();
    expect(applicationOfAddress(KEY, 'hiring@mail.example.com')).toBeNull();
    expect(applicationOfAddress(KEY, 'hiring+weekly@mail.example.com')).toBeNull();
  });
});
