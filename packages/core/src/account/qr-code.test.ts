import { describe, expect, it } from 'vitest';
import { qrCodeFileName, qrCodeMail } from './qr-code.js';

describe('qrCodeMail', () => {
  it('names the attachment and the address, and escapes the business name in HTML', () => {
    const mail = qrCodeMail({
      nomSociete: 'Salon <b>Léa</b> & Co',
      shortUrl: 'https://quickrdv.fr/q/abcdefghjk',
      fileName: qrCodeFileName('salon-lea', 'png'),
    });
    expect(mail.subject).toBe('Votre QR code Quick RDV');
    expect(mail.text).toContain('quickrdv-qr-salon-lea.png');
    expect(mail.text).toContain('https://quickrdv.fr/q/abcdefghjk');
    expect(mail.html).toContain('Salon &lt;b&gt;Léa&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>');
  });
});
