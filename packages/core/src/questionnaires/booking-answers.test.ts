import { describe, expect, it } from 'vitest';
import { checkBookingAnswers, parseStoredAnswers, questionsForServices } from './booking-answers.js';
import type { QuestionDto } from './questionnaire.dto.js';
import { questionInputSchema } from './questionnaire.schemas.js';

const q = (id: string, over: Partial<QuestionDto> = {}): QuestionDto => ({
  id,
  title: `Question ${id}`,
  description: '',
  richDescription: '',
  type: 'text',
  options: [],
  required: false,
  newLine: false,
  ...over,
});

describe('booking answers', () => {
  const questions = [
    q('a', { required: true }),
    q('b', { type: 'single', options: ['Courts', 'Mi-longs', 'Longs'], required: true }),
    q('c', { type: 'multiple', options: ['Coloration', 'Henné', 'Aucun'] }),
    q('d'),
  ];

  it('keeps a snapshot of the answers in the questions order, options in their order', () => {
    const r = checkBookingAnswers(questions, { a: '  Cheveux fins ', b: 'Longs', c: ['Aucun', 'Henné'] });
    expect(r).toEqual({
      ok: true,
      answers: [
        { question: 'Question a', answer: 'Cheveux fins' },
        { question: 'Question b', answer: 'Longs' },
        { question: 'Question c', answer: 'Henné, Aucun' },
      ],
    });
  });

  it('requires the required questions and refuses answers outside the options', () => {
    const r = checkBookingAnswers(questions, { a: '   ', b: ['Courts', 'Longs'], c: ['Perruque'] });
    expect(r).toEqual({
      ok: false,
      errors: {
        'answers.a': 'Veuillez répondre à cette question.',
        'answers.b': 'Choisissez parmi les réponses proposées.',
        'answers.c': 'Choisissez parmi les réponses proposées.',
      },
    });
  });

  it('refuses a text over 1,000 characters and ignores answers to questions not asked', () => {
    const r = checkBookingAnswers([q('a')], { a: 'x'.repeat(1001), zz: 'ignored' });
    expect(r).toEqual({
      ok: false,
      errors: { 'answers.a': 'Votre réponse ne doit pas dépasser 1 000 caractères.' },
    });
    expect(checkBookingAnswers([q('a')], { zz: 'ignored' })).toEqual({ ok: true, answers: [] });
  });

  it('asks each questionnaire once, in the order of the chosen services', () => {
    const map = new Map([
      ['q1', { id: 'q1', questions: [q('a')] }],
      ['q2', { id: 'q2', questions: [q('b')] }],
      ['empty', { id: 'empty', questions: [] }],
    ]);
    const of: Record<string, string | null> = { s1: 'q2', s2: 'q1', s3: 'q2', s4: null, s5: 'empty' };
    expect(
      questionsForServices((id) => of[id], map, ['s1', 's2', 's3', 's4', 's5']).map((x) => x.id),
    ).toEqual(['q2', 'q1']);
  });

  it('reads a damaged snapshot as no answers', () => {
    expect(parseStoredAnswers('{')).toEqual([]);
    expect(parseStoredAnswers('[{"question":"Q","answer":"R"},{"x":1}]')).toEqual([
      { question: 'Q', answer: 'R' },
    ]);
  });
});

describe('question input', () => {
  it('needs a title (the spec message), drops blank options and requires two options for a choice', () => {
    expect(questionInputSchema.safeParse({ title: '  ', type: 'text' }).error?.issues[0]?.message).toBe(
      'Merci de remplir la question et sélectionner un questionnaire.',
    );
    const choice = questionInputSchema.safeParse({
      title: 'Longueur ?',
      type: 'single',
      options: ['Courts', ' ', ''],
    });
    expect(choice.error?.issues[0]?.message).toBe('Ajoutez au moins deux choix pour une question à choix.');
    const ok = questionInputSchema.parse({
      title: 'Longueur ?',
      type: 'single',
      options: ['Courts', ' ', 'Longs', 'Courts'],
    });
    expect(ok.options).toEqual(['Courts', 'Longs']);
    expect(
      questionInputSchema.parse({ title: 'Remarque', type: 'text', options: ['x', 'y'] }).options,
    ).toEqual([]);
  });
});
