import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import questions from './assistant-questions.json' with { type: 'json' };
import { foldFrench, frenchStemsOf } from './french-text.js';
import { parseHelpBlocks, parseHelpPage } from './help-page.js';
import { createHelpIndex } from './help-search.js';

// The real help base, as the app ships it.
const helpDir = new URL('./help/', import.meta.url);
const pages = readdirSync(helpDir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => parseHelpPage(f.slice(0, -3), readFileSync(new URL(f, helpDir), 'utf8')));
const index = createHelpIndex(pages);

const top = (question: string) => {
  const answer = index.answer(question);
  return answer.kind === 'answer' ? answer.page.id : 'unknown';
};

describe('French text', () => {
  it('folds accents, case and ligatures', () => {
    expect(foldFrench('Où ÊTES-vous, Cœur ?')).toBe('ou etes-vous, coeur ?');
  });

  it('drops stop words and numbers, expands abbreviations, stems', () => {
    expect(frenchStemsOf('Comment je change mon mdp pour 14h ?')).toEqual(['chang', 'mot', 'pass']);
    expect(frenchStemsOf('les rdv')).toEqual(frenchStemsOf('rendez'));
  });
});

describe('createHelpIndex', () => {
  it('finds the same page with or without accents and capitals', () => {
    expect(top('Où renseigner mes horaires d’ouverture ?')).toBe('horaires-ouverture');
    expect(top('OU RENSEIGNER MES HORAIRES D OUVERTURE')).toBe('horaires-ouverture');
    expect(top('ajouter un employé')).toBe('ajouter-personnel');
    expect(top('ajouter un employe')).toBe('ajouter-personnel');
  });

  it('tolerates a typo and a plural', () => {
    expect(top('ajouter une presstation')).toBe('ajouter-prestation');
    expect(top('horraires d ouverture')).toBe('horaires-ouverture');
    expect(top('les tarifs de mes services')).toBe('ajouter-prestation');
  });

  it('says it does not know a question off the subject, with the closest topics', () => {
    const answer = index.answer('quelle est la recette des crêpes ?');
    expect(answer.kind).toBe('unknown');
    if (answer.kind === 'unknown') expect(answer.closest.length).toBeGreaterThan(0);
    expect(index.answer('quel temps fait-il à Paris demain ?').kind).toBe('unknown');
    expect(index.answer('omelette').kind).toBe('unknown');
    expect(index.answer('   ').kind).toBe('unknown');
  });

  it('offers related topics beside the answer', () => {
    const answer = index.answer('ajouter une prestation et un membre du personnel');
    expect(answer.kind).toBe('answer');
    if (answer.kind === 'answer') expect(answer.related.length).toBeGreaterThan(0);
  });
});

describe('the assistant on the question set', () => {
  it('names only pages that exist', () => {
    const ids = new Set(pages.map((p) => p.id));
    for (const { expected } of questions.questions) expect(ids).toContain(expected);
    expect(questions.questions.length).toBeGreaterThanOrEqual(40);
  });

  it('answers at least 90 % of the questions with the right page first', () => {
    const misses = questions.questions.flatMap(({ question, expected }) => {
      const answer = index.answer(question);
      const got = answer.kind === 'answer' ? answer.page.id : `unknown (${answer.closest.map((t) => t.id)})`;
      return got === expected ? [] : [`${question} -> ${got} (expected ${expected})`];
    });
    if (misses.length) console.log(misses.join('\n'));
    expect(1 - misses.length / questions.questions.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('help pages', () => {
  it('reads the front matter and refuses a page without one', () => {
    const p = parseHelpPage(
      'qr',
      '---\ntitle: Mon QR code\nscreen: qr\nlink: Ouvrir\nkeywords: a, b\n---\nTexte',
    );
    expect(p).toMatchObject({ id: 'qr', title: 'Mon QR code', screen: 'qr', link: 'Ouvrir', body: 'Texte' });
    expect(() => parseHelpPage('x', 'no front matter')).toThrow(/front matter/);
  });

  it('turns the body into paragraphs and lists with bold spans', () => {
    expect(parseHelpBlocks('Intro\nsuite.\n\n1. Ouvrez **Mes horaires**.\n2. Fin\n- a\n- b')).toEqual([
      { type: 'p', spans: [{ text: 'Intro suite.' }] },
      {
        type: 'ol',
        items: [
          [{ text: 'Ouvrez ' }, { text: 'Mes horaires', strong: true }, { text: '.' }],
          [{ text: 'Fin' }],
        ],
      },
      { type: 'ul', items: [[{ text: 'a' }], [{ text: 'b' }]] },
    ]);
  });
});
