import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { imageDataUrl } from '../../uploads/test-images.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onboardingDone = async (proId: string) =>
  (
    await t.database.db
      .selectFrom('pros')
      .select('onboardingDone')
      .where('id', '=', proId)
      .executeTakeFirstOrThrow()
  ).onboardingDone;

describe('GET /onboarding', () => {
  it('shows a new professional with nothing set up but the optional photos', async () => {
    const { client } = await signedUpPro(t.app);
    const res = await client.get('/api/v1/onboarding');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      steps: { details: false, photos: true, services: false, hours: false, staff: false },
      counts: { photos: 0, services: 0, staff: 0 },
      done: false,
      canComplete: false,
    });
  });

  it('asks for a login', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/v1/onboarding')).statusCode).toBe(401);
    expect((await anonymous.post('/api/v1/onboarding/complete')).statusCode).toBe(401);
  });
});

describe('POST /onboarding/complete', () => {
  it('names every missing step and keeps the wizard open', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const res = await client.post('/api/v1/onboarding/complete');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation',
      message: 'Veuillez insérer au moins une prestation !',
      fields: {
        services: 'Veuillez insérer au moins une prestation !',
        hours: "Veuillez renseigner vos heures d'ouverture !",
        staff: 'Veuillez insérer au moins un personnel',
      },
    });
    await client.post('/api/v1/services', { name: 'Coupe', amount: 20, duration: '00:30' });
    const stillMissing = await client.post('/api/v1/onboarding/complete');
    expect(stillMissing.json().fields).toEqual({
      hours: "Veuillez renseigner vos heures d'ouverture !",
      staff: 'Veuillez insérer au moins un personnel',
    });
    expect(await onboardingDone(pro.id)).toBe(0);
  });

  it('closes the wizard once services, hours and staff are set', async () => {
    const { client, pro } = await signedUpPro(t.app);
    await client.post('/api/v1/services', { name: 'Coupe', amount: 20, duration: '00:30' });
    await client.post('/api/v1/staff', { prenom: 'Yanis' });
    await client.put('/api/v1/opening-hours', {
      days: [{ weekday: 0, ranges: [{ opens: '09:00', closes: '18:00' }] }],
    });
    await client.post('/api/v1/photos', { image: await imageDataUrl(400, 400) });
    const status = (await client.get('/api/v1/onboarding')).json();
    expect(status).toMatchObject({
      steps: { details: false, photos: true, services: true, hours: true, staff: true },
      counts: { photos: 1, services: 1, staff: 1 },
      canComplete: true,
      done: false,
    });
    const res = await client.post('/api/v1/onboarding/complete');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ done: true, canComplete: true });
    expect(await onboardingDone(pro.id)).toBe(1);
    expect((await client.get('/api/v1/account')).json().onboardingDone).toBe(true);
  });

  it('counts the details step complete with every field and a profile image', async () => {
    const { client } = await signedUpPro(t.app);
    await client.put('/api/v1/business/image', { image: await imageDataUrl(400, 400) });
    const saved = await client.put('/api/v1/business', {
      establishmentTypeId: 'barbier',
      nomSociete: 'Barbier du Port',
      nom: 'Benali',
      prenom: 'Yanis',
      profession: 'Barbier',
      adresse: '3 quai du Port',
      codePostal: '13002',
      ville: 'Marseille',
      tel1: '04 91 00 00 00',
      tel2: '06 00 00 00 00',
      email: 'contact@barbier.fr',
      presentation: '<p>Rasage à l’ancienne</p>',
    });
    expect(saved.statusCode).toBe(200);
    expect((await client.get('/api/v1/onboarding')).json().steps.details).toBe(true);
  });
});
