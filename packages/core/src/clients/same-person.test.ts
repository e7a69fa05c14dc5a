import { describe, expect, it } from 'vitest';
import { foldName, isSameClient } from './same-person.js';

describe('isSameClient', () => {
  const ines = { prenom: 'Inès', nom: 'Petit', email: 'ines@example.fr' };

  it('links the same e-mail under the same name, whatever the accents, case and spaces', () => {
    expect(isSameClient({ prenom: ' INES ', nom: 'petit', email: 'Ines@Example.fr' }, ines)).toBe(true);
    expect(foldName('Jean-Éric  O’Neil')).toBe('jean eric o neil');
  });

  it('never links on a phone or an e-mail alone', () => {
    expect(isSameClient({ prenom: 'Jean', nom: 'Inconnu', email: 'ines@example.fr' }, ines)).toBe(false);
    expect(isSameClient({ prenom: 'Inès', nom: 'Petit', email: 'autre@example.fr' }, ines)).toBe(false);
    expect(
      isSameClient({ prenom: 'Inès', nom: 'Petit', email: 'ines@example.fr' }, { ...ines, email: null }),
    ).toBe(false);
  });
});
