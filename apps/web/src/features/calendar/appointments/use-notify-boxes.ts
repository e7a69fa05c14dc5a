import { useState } from 'react';
import { useMinuteClock } from '../../../lib/use-minute-clock';
import { useCurrentPro } from '../../pro-space/use-current-pro';
import type { AppointmentValues } from './appointment-form';
import { notifyBoxes, type ClientContact, type HandChoice } from './notify-boxes';

/**
 * The creation panel's SMS and Mail boxes, following the picked client and the start (and the clock, for
 * an appointment whose start passes while the panel is open) until the professional sets one by hand.
 * `shown` is the form's values with the boxes as displayed: what is validated and sent.
 */
export function useNotifyBoxes(values: AppointmentValues) {
  const { timeZone } = useCurrentPro();
  const now = useMinuteClock();
  const [client, setClient] = useState<ClientContact | null>(null);
  const [hand, setHand] = useState<HandChoice>({});
  const boxes = notifyBoxes({
    client,
    day: values.day,
    start: values.start,
    timeZone,
    now,
    hand,
    otherReminders: values.reminders.length,
  });
  return {
    shown: { ...values, notifySms: boxes.sms, notifyMail: boxes.mail },
    issues: boxes.issues,
    pickClient: setClient,
    setByHand: (channel: 'sms' | 'mail', checked: boolean) =>
      setHand((current) => ({ ...current, [channel]: checked })),
  };
}
