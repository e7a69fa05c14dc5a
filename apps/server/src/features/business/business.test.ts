import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { imageDataUrl } from '../../uploads/test-images.js';

let t: TestApp;
let png400: string;
beforeAll(async () => {
  t = await createTestApp();
  png400 = await imageDataUrl(400, 400);
});
afterAll(() => t.close());

const details = (overrides: Record<string, unknown> = {}) => ({
  establishmentTypeId: 'coiffeur',
  nomSociete: 'Salon Lumière',
  nom: 'Moreau',
  prenom: 'Camille',
  profession: 'Coiffeuse',
  adresse: '12 rue des Lilas',
  codePostal: '69003',
  ville: 'Lyon',
  tel1: '04 78 00 00 00',
  tel2: '06 12 34 56 78',
  email: 'Contact@Salon-Lumiere.fr',
  presentation: '<p>Bienvenue au <strong>salon</strong></p>',
  ...overrides,
});
const proRow = (id: string) =>
  t.database.db.selectFrom('pros').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const imageFile = (proId: string, url: string) =>
  path.join(t.config.dataDir, 'uploads', proId, path.basename(url));

async function proWithImage() {
  const signed = await signedUpPro(t.app);
  const res = await signed.client.put('/api/v1/business/image', { image: png400 });
  expect(res.statusCode).toBe(200);
  return { ...signed, imageUrl: res.json().imageUrl as string };
}

describe('GET /establishment-types', () => {
  it('lists the types publicly, in order', async () => {
    const res = await new TestClient(t.app).get('/api/v1/establishment-types');
    expect(res.statusCode).toBe(200);
    expect(res.json().types[0]).toEqual({ id: 'coiffeur', name: 'Salon de coiffure' });
    expect(res.json().types).toHaveLength(11);
  });
});

describe('GET /business', () => {
  it('gives the details, offering the login e-mail as contact e-mail', async () => {
    const { client, input } = await signedUpPro(t.app, { nomSociete: 'Barbier du Port' });
    const res = await client.get('/api/v1/business');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nomSociete: 'Barbier du Port',
      email: input.email,
      establishmentTypeId: null,
      imageUrl: null,
      presentation: '',
      nomSocieteLocked: false,
    });
  });

  it('asks for a login', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/v1/business')).statusCode).toBe(401);
    expect((await anonymous.put('/api/v1/business', details())).statusCode).toBe(401);
    expect((await anonymous.put('/api/v1/business/image', { image: png400 })).statusCode).toBe(401);
  });
});

describe('PUT /business', () => {
  it('saves the details with a sanitised presentation', async () => {
    const { client, pro, imageUrl } = await proWithImage();
    const presentation =
      '<p onclick="steal()">Bonjour <img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a> ' +
      '<a href="https://salon.fr" target="_blank">site</a></p><h2>Nos soins</h2>';
    const res = await client.put('/api/v1/business', details({ presentation }));
    expect(res.statusCode).toBe(200);
    const { presentation: _sent, ...fields } = details();
    expect(res.json()).toMatchObject({ ...fields, email: 'contact@salon-lumiere.fr', imageUrl });
    const saved = res.json().presentation as string;
    expect(saved).toBe(
      '<p>Bonjour <a rel="noopener noreferrer">x</a> <a href="https://salon.fr" rel="noopener noreferrer">site</a></p><h2>Nos soins</h2>',
    );
    const row = await proRow(pro.id);
    expect(row).toMatchObject({
      contactEmail: 'contact@salon-lumiere.fr',
      establishmentTypeId: 'coiffeur',
      presentation: saved,
    });
    expect(row.presentation).not.toMatch(/script|onerror|onclick|javascript/);
    expect((await client.get('/api/v1/account')).json()).toMatchObject({
      nomSociete: 'Salon Lumière',
      nom: 'Moreau',
    });
  });

  it('gives one spec message per empty field and writes nothing', async () => {
    const { client, pro } = await proWithImage();
    const before = await proRow(pro.id);
    const empty = Object.fromEntries(Object.keys(details()).map((k) => [k, '']));
    const res = await client.put('/api/v1/business', empty);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      establishmentTypeId: "Veuillez sélectionner un type d'établissement",
      nomSociete: 'Veuillez saisir le nom de votre établissement',
      nom: 'Veuillez saisir votre nom',
      prenom: 'Veuillez saisir votre prénom',
      profession: 'Veuillez saisir votre profession',
      adresse: 'Veuillez saisir votre adresse',
      codePostal: 'Veuillez saisir un code postal',
      ville: 'Veuillez renseigner votre ville',
      tel1: 'Veuillez saisir le téléphone de votre établissement',
      tel2: 'Veuillez saisir votre téléphone portable',
      email: 'Veuillez saisir votre email',
      presentation: 'Veuillez présenter votre établissement',
    });
    expect((await client.put('/api/v1/business', {})).json().fields).toEqual(res.json().fields);
    expect(await proRow(pro.id)).toEqual(before);
  });

  it('requires a profile image first: "Veuillez insérer une photo"', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const before = await proRow(pro.id);
    const res = await client.put('/api/v1/business', details());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Veuillez insérer une photo',
      fields: { image: 'Veuillez insérer une photo' },
    });
    expect(await proRow(pro.id)).toEqual(before);
  });

  it('checks formats, lengths and the establishment type', async () => {
    const { client, pro } = await proWithImage();
    const before = await proRow(pro.id);
    const res = await client.put(
      '/api/v1/business',
      details({
        codePostal: '690',
        tel1: '04 78',
        tel2: '+44 20 7946 0958',
        email: 'contact@',
        nom: 'x'.repeat(256),
      }),
    );
    expect(res.json().fields).toEqual({
      codePostal: 'Le code postal doit comporter 5 chiffres.',
      tel1: 'Veuillez saisir un numéro de téléphone valide.',
      tel2: 'Veuillez saisir un numéro de téléphone valide.',
      email: 'Veuillez saisir une adresse e-mail valide.',
      nom: 'Le nom ne doit pas dépasser 255 caractères.',
    });
    const unknownType = await client.put('/api/v1/business', details({ establishmentTypeId: 'boulangerie' }));
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().fields).toEqual({
      establishmentTypeId: "Ce type d'établissement n’existe pas.",
    });
    expect(await proRow(pro.id)).toEqual(before);
  });

  it('counts a presentation that shows no text once sanitised as empty', async () => {
    const { client } = await proWithImage();
    for (const presentation of [
      '<p>&nbsp;</p>',
      '<p><img src=x onerror=alert(1)></p>',
      '<textarea>caché</textarea>',
    ]) {
      const res = await client.put('/api/v1/business', details({ presentation }));
      expect(res.statusCode, presentation).toBe(400);
      expect(res.json().fields).toEqual({ presentation: 'Veuillez présenter votre établissement' });
    }
  });

  it('keeps the business name in demo mode', async () => {
    const demo = new TestClient(t.app);
    expect((await demo.post('/api/v1/demo/start')).statusCode).toBe(201);
    const current = (await demo.get('/api/v1/business')).json();
    expect(current.nomSocieteLocked).toBe(true);
    expect((await demo.put('/api/v1/business/image', { image: png400 })).statusCode).toBe(200);
    const renamed = await demo.put('/api/v1/business', details({ nomSociete: 'Autre nom' }));
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().fields).toEqual({
      nomSociete: 'Le nom de l’établissement ne peut pas être modifié en mode démo.',
    });
    const kept = await demo.put(
      '/api/v1/business',
      details({ nomSociete: current.nomSociete, ville: 'Villeurbanne' }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ nomSociete: current.nomSociete, ville: 'Villeurbanne' });
  });
});

describe('PUT /business/image', () => {
  it('stores the profile image, serves it, and removes the previous file on replacement', async () => {
    const { client, pro, imageUrl } = await proWithImage();
    expect(imageUrl).toMatch(/^\/api\/v1\/uploads\/profile\/[0-9a-f-]{36}\.jpg$/);
    expect((await client.get('/api/v1/business')).json().imageUrl).toBe(imageUrl);
    const served = await new TestClient(t.app).get(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const second = await client.put('/api/v1/business/image', {
      image: await imageDataUrl(500, 500, 'jpeg'),
    });
    const newUrl = second.json().imageUrl as string;
    expect(newUrl).not.toBe(imageUrl);
    expect(existsSync(imageFile(pro.id, imageUrl))).toBe(false);
    expect(existsSync(imageFile(pro.id, newUrl))).toBe(true);
    expect((await client.get(imageUrl)).statusCode).toBe(404);
    expect((await client.get(newUrl)).statusCode).toBe(200);
  });

  it('refuses a small image or a non-image and keeps the current one', async () => {
    const { client, pro, imageUrl } = await proWithImage();
    const small = await client.put('/api/v1/business/image', { image: await imageDataUrl(300, 300) });
    expect(small.statusCode).toBe(400);
    expect(small.json().fields).toEqual({ image: 'L’image doit mesurer au moins 350 × 350 pixels.' });
    const text = await client.put('/api/v1/business/image', { image: 'data:image/jpeg;base64,SGVsbG8=' });
    expect(text.json().fields).toEqual({ image: 'Le fichier doit être une image (JPEG, PNG ou WebP).' });
    expect((await client.get('/api/v1/business')).json().imageUrl).toBe(imageUrl);
    expect(existsSync(imageFile(pro.id, imageUrl))).toBe(true);
  });
});
