import { describe, expect, it } from 'vitest';
import { bookingConfirmationEmail, proBookingEmail, type BookingFacts } from './booking-texts.js';

const facts: BookingFacts = {
  businessName: 'Salon <Léa> & "Co"',
  address: "12 rue de l'Église, 75001 Paris",
  businessPhone: '01 23 45 67 89',
  clientPrenom: `<img src=x onerror='alert(1)'>`,
  clientNom: 'Dupont',
  clientEmail: 'a@b.fr',
  clientPhone: '06 12 34 56 78',
  day: '2026-12-01',
  start: '10:00',
  end: '10:30',
  services: ['Coupe'],
  totalCents: 2500,
  staffPrenom: 'Marc',
  note: 'Rien à signaler',
  manageUrl: 'https://quickrdv.fr/rdv/x?a=1&b=2',
};

describe('booking e-mails', () => {
  it('escape every character HTML gives a meaning to, and leave plain texts as they are', () => {
    const client = bookingConfirmationEmail(facts);
    expect(client.html).toContain('Bonjour &lt;img src=x onerror=&#39;alert(1)&#39;&gt;,');
    expect(client.html).toContain('Salon &lt;Léa&gt; &amp; &quot;Co&quot;');
    expect(client.html).toContain('href="https://quickrdv.fr/rdv/x?a=1&amp;b=2"');
    expect(client.html).toContain('<li><strong>Date :</strong> mardi 1er décembre 2026</li>');
    expect(client.html).not.toMatch(/<img|<Léa/);
    // The text part is not HTML: nothing escaped.
    expect(client.text).toContain(`Bonjour <img src=x onerror='alert(1)'>,`);
    const pro = proBookingEmail(facts, 'booked');
    expect(pro.html).toContain(
      '<li><strong>Client :</strong> &lt;img src=x onerror=&#39;alert(1)&#39;&gt; Dupont</li>',
    );
    expect(pro.html).toContain('<li><strong>Message du client :</strong> Rien à signaler</li>');
  });
});
