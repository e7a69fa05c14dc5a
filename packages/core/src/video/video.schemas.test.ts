import { describe, expect, it } from 'vitest';
import { roomMailDefaultMessage, roomLinkUrl } from './room-link.js';
import { roomMailSchema } from './video.schemas.js';

const valid = { name: 'Julie', email: 'julie@example.fr', object: 'Rendez-vous', message: 'Bonjour' };

describe('roomMailSchema', () => {
  it('requires the four fields, each with its French message', () => {
    const r = roomMailSchema.safeParse({ name: ' ', email: '', object: '', message: '' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      name: 'Veuillez saisir le nom du destinataire.',
      email: 'Veuillez saisir l’adresse e-mail du destinataire.',
      object: 'Veuillez saisir l’objet du message.',
      message: 'Veuillez écrire un message.',
    });
  });

  it('checks the address and keeps the name and object on one line', () => {
    const bad = roomMailSchema.safeParse({ ...valid, email: 'julie@' });
    expect(bad.error!.issues[0]!.message).toBe('Veuillez saisir une adresse e-mail valide.');
    const ok = roomMailSchema.parse({ ...valid, name: 'Julie\nMartin', object: ' Visio\r\ndemain ' });
    expect(ok.name).toBe('Julie Martin');
    expect(ok.object).toBe('Visio demain');
  });

  it("takes the spec's object when none is sent", () => {
    const { object, ...rest } = valid;
    expect(object).toBeTruthy();
    expect(roomMailSchema.parse(rest).object).toBe('Rendez-vous de visioconférence');
  });
});

describe('room link', () => {
  it('is the public URL followed by /visio/{token}, and the prefilled message carries it', () => {
    const link = roomLinkUrl('https://rdv.example.fr/', 'abc');
    expect(link).toBe('https://rdv.example.fr/visio/abc');
    expect(roomMailDefaultMessage({ link, businessName: 'Salon Lumière' })).toContain(link);
  });
});
