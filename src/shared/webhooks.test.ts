import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_FIELDS, WEBHOOK_EVENTS } from './webhooks.js';

describe("the webhooks' catalogue", () => {
  it('gives every event ids, statuses, kinds, times and choices only, never anything that says who the candidate is', () => {
    for (const event of WEBHOOK_EVENTS) {
      for (const field of WEBHOOK_EVENT_FIELDS[event]) {
        expect(field, event).toMatch(/(_id|_status|^kind|_at|^answer|_answer)$/);
        expect(field, event).not.toMatch(/name|mail|phone|address|resume|text|note|identification|city/);
      }
    }
  });
});
