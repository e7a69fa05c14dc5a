import { describe, expect, it } from 'vitest';
import { calendarMessages as m } from './calendar.messages.js';
import { defaultNotifyChannels, notifyChannelIssues } from './notify-channels.js';

const now = new Date('2026-11-24T10:00:00.000Z');
const tomorrow = '2026-11-25T09:00:00.000Z';
const sophie = { telPortable: '06 11 22 33 44', email: 'sophie.durand@example.fr' };

describe('notifyChannelIssues', () => {
  it('finds nothing against a client with a French mobile and an e-mail, for an appointment to come', () => {
    expect(notifyChannelIssues({ client: sophie, startsAt: tomorrow, now })).toEqual({
      sms: null,
      mail: null,
    });
    const plus33 = { ...sophie, telPortable: '+33 7 12 34 56 78' };
    expect(notifyChannelIssues({ client: plus33, startsAt: tomorrow, now }).sms).toBeNull();
  });

  it('asks for a client first, on both channels', () => {
    expect(notifyChannelIssues({ client: null, startsAt: tomorrow, now })).toEqual({
      sms: m.clientRequired,
      mail: m.clientRequired,
    });
  });

  it('refuses both channels for an appointment already started, or starting this very instant', () => {
    const past = { sms: m.reminderPast, mail: m.reminderPast };
    expect(notifyChannelIssues({ client: sophie, startsAt: '2026-11-24T09:00:00.000Z', now })).toEqual(past);
    expect(notifyChannelIssues({ client: sophie, startsAt: now.toISOString(), now })).toEqual(past);
    expect(notifyChannelIssues({ client: sophie, startsAt: '2026-11-24T10:00:00Z', now })).toEqual(past);
    expect(notifyChannelIssues({ client: sophie, startsAt: '2026-11-24T10:00:01.000Z', now })).toEqual({
      sms: null,
      mail: null,
    });
  });

  it('refuses SMS without a French mobile: none, a landline, a foreign mobile', () => {
    for (const telPortable of ['', '01 23 45 67 89', '+33 1 23 45 67 89', '+32 470 12 34 56'])
      expect(
        notifyChannelIssues({ client: { ...sophie, telPortable }, startsAt: tomorrow, now }),
        telPortable,
      ).toEqual({ sms: m.smsNoPhone, mail: null });
  });

  it('refuses Mail without an e-mail address (empty or blank)', () => {
    for (const email of ['', '   '])
      expect(notifyChannelIssues({ client: { ...sophie, email }, startsAt: tomorrow, now })).toEqual({
        sms: null,
        mail: m.mailNoEmail,
      });
  });
});

describe('defaultNotifyChannels', () => {
  it('ticks every possible channel', () => {
    expect(defaultNotifyChannels({ client: sophie, startsAt: tomorrow, now })).toEqual({
      sms: true,
      mail: true,
    });
    expect(defaultNotifyChannels({ client: { ...sophie, email: '' }, startsAt: tomorrow, now })).toEqual({
      sms: true,
      mail: false,
    });
    expect(
      defaultNotifyChannels({
        client: { ...sophie, telPortable: '+44 7911 123456' },
        startsAt: tomorrow,
        now,
      }),
    ).toEqual({ sms: false, mail: true });
  });

  it('ticks nothing without a client, nor for an appointment already started', () => {
    const none = { sms: false, mail: false };
    expect(defaultNotifyChannels({ client: null, startsAt: tomorrow, now })).toEqual(none);
    expect(defaultNotifyChannels({ client: sophie, startsAt: now.toISOString(), now })).toEqual(none);
  });

  it('ticks nothing once three other reminders are planned, the most an appointment may have', () => {
    const facts = { client: sophie, startsAt: tomorrow, now };
    expect(defaultNotifyChannels({ ...facts, otherReminders: 2 })).toEqual({ sms: true, mail: true });
    expect(defaultNotifyChannels({ ...facts, otherReminders: 3 })).toEqual({ sms: false, mail: false });
  });
});
