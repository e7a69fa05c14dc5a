import type { ReminderRule } from '@quickrdv/core';
import { api } from '../../lib/api-client';

export const reminderDefaultsKey = ['settings', 'reminders'] as const;
export const fetchReminderDefaults = () =>
  api.get<{ rules: ReminderRule[] }>('/settings/reminders').then((r) => r.rules);
export const saveReminderDefaults = (rules: ReminderRule[]) =>
  api.put<{ rules: ReminderRule[] }>('/settings/reminders', { rules }).then((r) => r.rules);
