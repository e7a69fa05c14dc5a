import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { startFakeModel, type FakeModel } from '../../test/fake-model-server.js';

const ask = (client: TestClient, question: unknown) => client.post('/api/v1/assistant/answer', { question });

describe('assistant without a model (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
  });
  afterAll(() => t.close());

  it('refuses anonymous callers', async () => {
    const anon = new TestClient(t.app);
    expect((await anon.get('/api/v1/assistant/status')).statusCode).toBe(401);
    expect((await ask(anon, 'ajouter une prestation')).statusCode).toBe(401);
  });

  it('says no model is configured and names the page without wording', async () => {
    const { client } = await signedUpPro(t.app);
    expect((await client.get('/api/v1/assistant/status')).json()).toEqual({ model: false });
    const res = await ask(client, 'comment ajouter une prestation ?');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ pageId: 'ajouter-prestation', text: '' });
  });

  it('refuses a blank or too long question with a French message', async () => {
    const { client } = await signedUpPro(t.app);
    const blank = await ask(client, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.question).toBe('Veuillez poser une question.');
    const long = await ask(client, 'a'.repeat(301));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.question).toMatch(/300 caractères/);
  });
});

describe('assistant with a model', () => {
  let t: TestApp;
  let fake: FakeModel;
  beforeAll(async () => {
    fake = await startFakeModel();
    t = await createTestApp({
      JOBS_POLL_MS: '0',
      ASSISTANT_MODEL_URL: fake.url,
      ASSISTANT_MODEL: 'test-model',
      ASSISTANT_MODEL_KEY: 'test-key',
      ASSISTANT_MODEL_TIMEOUT_MS: '300',
      ASSISTANT_RATE_LIMIT_PER_PRO: '8',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('phrases the answer from the retrieved help pages only', async () => {
    fake.mode = 'ok';
    const { client } = await signedUpPro(t.app);
    expect((await client.get('/api/v1/assistant/status')).json()).toEqual({ model: true });
    const res = await ask(client, 'comment ajouter une employée ?');
    expect(res.json()).toEqual({
      pageId: 'ajouter-personnel',
      text: 'Ouvrez Mon personnel puis touchez Ajouter.',
    });
    const sent = fake.received.at(-1)!;
    expect(sent.auth).toBe('Bearer test-key');
    expect(sent.body.model).toBe('test-model');
    const prompt = sent.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('uniquement sur les extraits');
    expect(prompt).toContain('Ajouter un membre du personnel');
    expect(prompt).toContain('Question : comment ajouter une employée ?');
  });

  it('falls back to the plain answer when the model is too slow', async () => {
    fake.mode = 'slow';
    const { client } = await signedUpPro(t.app);
    const started = Date.now();
    const res = await ask(client, 'comment ajouter une employée ?');
    expect(res.json()).toEqual({ pageId: 'ajouter-personnel', text: '' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('falls back to the plain answer when the model fails or says nothing', async () => {
    const { client } = await signedUpPro(t.app);
    for (const mode of ['error', 'empty'] as const) {
      fake.mode = mode;
      expect((await ask(client, 'importer mes clients depuis excel')).json()).toEqual({
        pageId: 'importer-clients',
        text: '',
      });
    }
  });

  it('does not call the model for a question the help base cannot answer', async () => {
    fake.mode = 'ok';
    const { client } = await signedUpPro(t.app);
    const before = fake.received.length;
    expect((await ask(client, 'quelle est la recette des crêpes ?')).json()).toEqual({
      pageId: null,
      text: '',
    });
    expect(fake.received.length).toBe(before);
  });

  it('limits each professional, not their neighbours', async () => {
    fake.mode = 'ok';
    const { client } = await signedUpPro(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await ask(client, 'qr code')).statusCode);
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
    const other = await signedUpPro(t.app);
    expect((await ask(other.client, 'qr code')).statusCode).toBe(200);
  });
});
