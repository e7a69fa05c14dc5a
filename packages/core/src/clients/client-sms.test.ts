import { describe, expect, it } from 'vitest';
import { clientMessages as m } from './client.messages.js';
import { smsParts, smsSendSchema } from './client-sms.js';

const fieldsOf = (input: unknown) =>
  (smsSendSchema.safeParse(input).error?.issues ?? []).reduce<Record<string, string>>(
    (acc, i) => ({ [i.path.join('.')]: i.message, ...acc }),
    {},
  );

describe('smsSendSchema', () => {
  it('requires the sender, the phone and the message, with the spec’s texts', () => {
    expect(fieldsOf({ sender: ' ', phone: '', message: '' })).toEqual({
      sender: m.smsSenderRequired,
      phone: m.smsPhoneRequired,
      message: m.smsMessageRequired,
    });
    expect(m.smsSenderRequired).toBe("Un nom d'expéditeur est requis");
    expect(m.smsPhoneRequired).toBe('Un téléphone portable est requis');
  });

  it('applies the operators’ rules for the sender and a mobile of 15 characters at most', () => {
    expect(fieldsOf({ sender: 'SalonLumiere', phone: '06 12 34 56 78 9', message: 'x' })).toEqual({
      sender: m.smsSenderTooLong,
      phone: m.smsPhoneTooLong,
    });
    expect(fieldsOf({ sender: 'Salon Léa', phone: '01 23 45 67 89', message: 'x' })).toEqual({
      sender: m.smsSenderInvalid,
      phone: m.smsPhoneInvalid,
    });
    expect(fieldsOf({ sender: '12345', phone: '0612345678', message: 'x'.repeat(1531) })).toEqual({
      sender: m.smsSenderInvalid,
      message: m.smsMessageTooLong,
    });
    expect(smsSendSchema.parse({ sender: 'Salon Lea', phone: '+32470123456', message: ' Bonjour ' })).toEqual(
      {
        sender: 'Salon Lea',
        phone: '+32470123456',
        message: 'Bonjour',
      },
    );
  });
});

describe('smsParts', () => {
  it('counts GSM-7 texts in 160 then 153 per part', () => {
    expect(smsParts('')).toEqual({ characters: 0, parts: 0, encoding: 'GSM-7' });
    expect(smsParts('x'.repeat(160))).toEqual({ characters: 160, parts: 1, encoding: 'GSM-7' });
    expect(smsParts('x'.repeat(161))).toEqual({ characters: 161, parts: 2, encoding: 'GSM-7' });
    expect(smsParts('x'.repeat(306)).parts).toBe(2);
    expect(smsParts('x'.repeat(307)).parts).toBe(3);
    expect(smsParts('À bientôt ? é è à ù').encoding).toBe('UCS-2'); // À and ô are not in GSM 03.38
    expect(smsParts('Rendez-vous à 10h, merci ! é è ù ì ò Ç').encoding).toBe('GSM-7');
  });

  it('counts extension characters twice', () => {
    expect(smsParts('20€ [promo]')).toEqual({ characters: 14, parts: 1, encoding: 'GSM-7' });
  });

  it('switches to UCS-2 (70 then 67) for other characters, an emoji counting 2', () => {
    expect(smsParts('ô'.repeat(70))).toEqual({ characters: 70, parts: 1, encoding: 'UCS-2' });
    expect(smsParts('ô'.repeat(71))).toEqual({ characters: 71, parts: 2, encoding: 'UCS-2' });
    expect(smsParts('ô'.repeat(135)).parts).toBe(3);
    expect(smsParts('Merci 😀')).toEqual({ characters: 8, parts: 1, encoding: 'UCS-2' });
  });
});
