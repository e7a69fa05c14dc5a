import MiniSearch from 'minisearch';
import { frenchTerms, frenchWords, splitWords, termForms } from './french-text.js';
import type { HelpPage } from './help-page.js';

/** A help page's title, for the related and closest topics. */
export interface HelpTopic {
  id: string;
  title: string;
}

/** What the assistant answers: the best page, or an honest 'I do not know' with the closest topics. */
export type HelpAnswer =
  | { kind: 'answer'; page: HelpPage; related: HelpTopic[]; score: number }
  | { kind: 'unknown'; closest: HelpTopic[] };

export interface HelpIndex {
  /** Pages ranked for a question, best first, with their scores. */
  rank: (question: string) => { page: HelpPage; score: number; coverage: number }[];
  answer: (question: string) => HelpAnswer;
  pages: HelpPage[];
}

// Below this share of the question's terms found in the best page (or this score), the answer is a guess.
const MIN_COVERAGE = 0.5;
const MIN_SCORE = 6;
// Topics offered when nothing matches at all: what a new professional does first.
const STARTER_TOPICS = ['publier-disponibilites', 'ajouter-prestation', 'widget-site'];

/** Builds the search index of the help pages: title first, then keywords, then the steps. */
export function createHelpIndex(pages: HelpPage[]): HelpIndex {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const search = new MiniSearch<HelpPage>({
    fields: ['title', 'keywords', 'body'],
    tokenize: splitWords,
    processTerm: (term) => frenchTerms(term),
    searchOptions: {
      boost: { title: 3, keywords: 2, body: 1 },
      // Typed on a phone: a letter off in longer words, and the start of a word.
      fuzzy: (term) => (term.length >= 6 ? 0.2 : term.length >= 4 ? 1 : false),
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
    },
  });
  search.addAll(pages);

  const rank: HelpIndex['rank'] = (question) => {
    const words = [...new Set(splitWords(question).flatMap(frenchWords))].map(termForms);
    if (!words.length) return [];
    return search.search(question).map((hit) => ({
      page: byId.get(hit.id as string)!,
      score: hit.score,
      coverage: coverageOf(words, hit.queryTerms, Object.keys(hit.match)),
    }));
  };

  const answer: HelpIndex['answer'] = (question) => {
    const ranked = rank(question);
    const best = ranked[0];
    const topic = ({ page }: { page: HelpPage }): HelpTopic => ({ id: page.id, title: page.title });
    if (!best || best.coverage < MIN_COVERAGE || best.score < MIN_SCORE) {
      const closest = ranked.slice(0, 3).map(topic);
      const starters = STARTER_TOPICS.flatMap((id) => (byId.has(id) ? [topic({ page: byId.get(id)! })] : []));
      return { kind: 'unknown', closest: closest.length ? closest : starters };
    }
    return { kind: 'answer', page: best.page, score: best.score, related: ranked.slice(1, 3).map(topic) };
  };

  return { rank, answer, pages };
}

/**
 * Share of the question's terms a page holds: a term found as such (or as the start of a page's word) counts
 * 1, one found only with a typo tolerated counts half, so a question on another subject whose words happen
 * to be one letter off the pages' is not taken for a match.
 */
function coverageOf(words: string[][], matchedQueryTerms: string[], pageTerms: string[]): number {
  const matched = new Set(matchedQueryTerms);
  let covered = 0;
  for (const forms of words) {
    if (forms.some((form) => pageTerms.some((term) => term.startsWith(form)))) covered += 1;
    else if (forms.some((form) => matched.has(form))) covered += 0.5;
  }
  return covered / words.length;
}
