import { z } from 'zod';
import { clientMessages as m } from './client.messages.js';
import { isClientMobile } from './client-phone.js';

export const SMS_SENDER_MAX = 11;
export const SMS_PHONE_MAX = 15;
export const SMS_MESSAGE_MAX = 1530;

/** Body of POST /clients/:id/sms ('Envoyer un SMS à {name}'). */
export const smsSendSchema = z.object({
  // French operators accept an alphanumeric sender of at most 11 characters, not digits only.
  sender: z
    .string({ error: m.smsSenderRequired })
    .trim()
    .min(1, { error: m.smsSenderRequired })
    .max(SMS_SENDER_MAX, { error: m.smsSenderTooLong })
    .regex(/^(?=.*[A-Za-z])[A-Za-z0-9 ]+$/, { error: m.smsSenderInvalid }),
  phone: z
    .string({ error: m.smsPhoneRequired })
    .trim()
    .min(1, { error: m.smsPhoneRequired })
    .max(SMS_PHONE_MAX, { error: m.smsPhoneTooLong })
    .refine(isClientMobile, { error: m.smsPhoneInvalid }),
  message: z
    .string({ error: m.smsMessageRequired })
    .trim()
    .min(1, { error: m.smsMessageRequired })
    .max(SMS_MESSAGE_MAX, { error: m.smsMessageTooLong }),
});
export type SmsSendInput = z.input<typeof smsSendSchema>;
export type SmsSend = z.output<typeof smsSendSchema>;

// GSM 03.38: the basic table (1 septet each) and the extension table (escape + 1 septet = 2).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';
const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsParts = { characters: number; parts: number; encoding: 'GSM-7' | 'UCS-2' };

/**
 * How an SMS is counted by operators: in GSM-7 when every character is in the GSM 03.38 tables (160 per
 * SMS, 153 per part of a long one; an extension character such as € counts 2), otherwise in UCS-2 (70,
 * then 67 per part; an emoji counts 2). `characters` is that count, the one the limits apply to.
 */
export function smsParts(message: string): SmsParts {
  let septets = 0;
  let gsm = true;
  for (const ch of message) {
    if (basic.has(ch)) septets += 1;
    else if (extension.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { characters: septets, parts: count(septets, 160, 153), encoding: 'GSM-7' };
  const units = message.length; // UTF-16 code units: what UCS-2 (UTF-16 on handsets) sends
  return { characters: units, parts: count(units, 70, 67), encoding: 'UCS-2' };
}

const count = (n: number, single: number, perPart: number) =>
  n === 0 ? 0 : n <= single ? 1 : Math.ceil(n / perPart);
