import { describe, expect, it } from 'vitest';
import { parseStoredRules, plannedReminders, reminderRulesSchema, ruleRunAt } from './reminder-rules.js';

const tz = 'Europe/Paris';

describe('reminder rules', () => {
  it('sends day delays at 09:00 local time and hour delays before the start, across DST', () => {
    // Sunday 2026-03-29 is the spring change: 10:00 Paris is 08:00Z; the day before, 09:00 is 08:00Z (CET).
    const start = new Date('2026-03-29T08:00:00Z');
    expect(ruleRunAt('1d', start, tz).toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(ruleRunAt('2h', start, tz).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    // Autumn change 2026-10-25: 09:00 the day before is summer time (07:00Z).
    expect(ruleRunAt('1d', new Date('2026-10-25T10:00:00Z'), tz).toISOString()).toBe(
      '2026-10-24T07:00:00.000Z',
    );
  });

  it('plans only the reminders still to come, in time order', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const startsAt = new Date('2026-12-04T13:00:00Z'); // Friday 14:00 Paris
    const planned = plannedReminders(
      [
        { delay: '2h', sms: true, email: false },
        { delay: '7d', sms: true, email: true },
        { delay: '2d', sms: false, email: true },
      ],
      { startsAt, timeZone: tz, now },
    );
    expect(planned.map((p) => [p.rule.delay, p.runAt.toISOString()])).toEqual([
      ['2d', '2026-12-02T08:00:00.000Z'],
      ['2h', '2026-12-04T11:00:00.000Z'],
    ]);
  });

  it('gives no day reminder for tomorrow (the confirmation covers it) but keeps hour reminders', () => {
    const now = new Date('2026-12-01T07:00:00Z'); // 08:00 Paris, before 09:00
    const startsAt = new Date('2026-12-02T13:00:00Z');
    const planned = plannedReminders(
      [
        { delay: '1d', sms: true, email: true },
        { delay: '3h', sms: true, email: false },
      ],
      { startsAt, timeZone: tz, now },
    );
    expect(planned.map((p) => p.rule.delay)).toEqual(['3h']);
  });

  it('refuses more than three rules, a rule with no channel and two rules at the same delay', () => {
    const rule = (delay: string) => ({ delay, sms: true, email: false });
    expect(reminderRulesSchema().safeParse([rule('1h'), rule('2h'), rule('3h'), rule('6h')]).success).toBe(
      false,
    );
    const silent = reminderRulesSchema().safeParse([{ delay: '1h', sms: false, email: false }]);
    expect(silent.error?.issues[0]?.message).toBe('Cochez SMS ou e-mail pour chaque rappel.');
    const twice = reminderRulesSchema().safeParse([rule('1h'), rule('1h')]);
    expect(twice.error?.issues[0]?.message).toBe('Deux rappels ont le même délai.');
    expect(reminderRulesSchema().safeParse([rule('5h')]).success).toBe(false);
  });

  it('reads stored rules back, and nothing from a damaged value', () => {
    expect(parseStoredRules('[{"delay":"1d","sms":true,"email":false}]')).toEqual([
      { delay: '1d', sms: true, email: false },
    ]);
    expect(parseStoredRules('not json')).toEqual([]);
    expect(parseStoredRules('[{"delay":"9y"}]')).toEqual([]);
    expect(parseStoredRules(null)).toEqual([]);
  });

  it('reads a text again from its first reading, as fresh objects a caller may change', () => {
    const text = '[{"delay":"2h","sms":false,"email":true},{"delay":"1d","sms":true,"email":true}]';
    const first = parseStoredRules(text);
    first[0]!.sms = true;
    first.pop();
    const again = parseStoredRules(text);
    expect(again).toEqual([
      { delay: '2h', sms: false, email: true },
      { delay: '1d', sms: true, email: true },
    ]);
    expect(again[0]).not.toBe(first[0]);
    // More texts than it keeps: the oldest are read again, still right.
    for (let i = 0; i < 300; i++) parseStoredRules(`[{"delay":"1d","sms":${i % 2 === 0},"email":true}]`);
    expect(parseStoredRules(text)).toEqual(again);
    expect(parseStoredRules('[{"delay":"9y"}]')).toEqual([]);
  });
});
