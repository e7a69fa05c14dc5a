import { describe, expect, it } from 'vitest';
import { signupSchema } from '../account/account.schemas.js';
import { bookingCreateSchema } from '../booking/booking.schemas.js';
import { businessDetailsSchema } from '../business/business.schemas.js';
import { clientCreateSchema } from '../clients/client.schemas.js';
import { serviceCreateSchema } from '../services/services.schemas.js';

/*
 * Issue 10, item 7: a lone CR in the business name, address or a service name added lines to visitors'
 * .ics files. Single-line fields keep no line break; free text (notes, client information) keeps its lines.
 */
describe('single-line fields', () => {
  it('turn CR, LF and tabs into one space in the business details', () => {
    const parsed = businessDetailsSchema.parse({
      establishmentTypeId: 'coiffeur',
      nomSociete: 'Salon\rLumière',
      nom: 'Moreau',
      prenom: 'Camille',
      profession: 'Coiffeuse\r\ncoloriste',
      adresse: '12 rue\ndes Lilas',
      codePostal: '69003',
      ville: 'Lyon\t',
      tel1: '04 78 00 00 00',
      tel2: '06 12\r34 56 78',
      email: 'contact@salon.fr',
      presentation: '<p>Bienvenue</p>\n<p>chez nous</p>',
    });
    expect(parsed).toMatchObject({
      nomSociete: 'Salon Lumière',
      profession: 'Coiffeuse coloriste',
      adresse: '12 rue des Lilas',
      ville: 'Lyon',
      tel2: '06 12 34 56 78',
      presentation: '<p>Bienvenue</p>\n<p>chez nous</p>',
    });
  });

  it('in a service name and its category', () => {
    expect(
      serviceCreateSchema.parse({
        name: 'Coupe\rBrushing',
        category: 'Coiffure\n',
        amount: '25',
        duration: '00:30',
      }),
    ).toMatchObject({ name: 'Coupe Brushing', category: 'Coiffure' });
  });

  it('in the sign-up names and a visitor’s booking details, but not in the booking note', () => {
    const signup = signupSchema.parse({
      nomSociete: 'Salon\r\nLumière',
      prenom: 'Léa',
      nom: 'Mar\rtin',
      email: 'lea@example.fr',
      password: 'motdepasse-sur-1',
      passwordConfirmation: 'motdepasse-sur-1',
      acceptTerms: true,
    });
    expect([signup.nomSociete, signup.nom]).toEqual(['Salon Lumière', 'Mar tin']);
    const booking = bookingCreateSchema.parse({
      slotId: 's1',
      serviceIds: ['a'],
      prenom: 'So\rphie',
      nom: 'Durand',
      telPortable: '06 12 34 56 78',
      email: 'sophie@example.fr',
      acceptTerms: true,
      note: 'ligne 1\r\nligne 2',
    });
    expect(booking).toMatchObject({ prenom: 'So phie', note: 'ligne 1\r\nligne 2' });
  });

  it('in a client record, except its free-text information', () => {
    const client = clientCreateSchema.parse({
      nom: 'Durand\r',
      prenom: 'A\nB',
      adresse: '1 rue\rX',
      infoComp: 'a\nb',
    });
    expect(client).toMatchObject({ nom: 'Durand', prenom: 'A B', adresse: '1 rue X', infoComp: 'a\nb' });
  });
});
