/**
 * The assistant's retrieval on its question set (packages/core/src/assistant/assistant-questions.json): how
 * many questions get the right help page first and among the first three, the 'je ne sais pas' rate on
 * questions off the subject, and the answer time (p50/p99 over every question asked BENCH_ROUNDS times,
 * default 20). In process, no server: retrieval runs in the browser. Run: npm run bench:assistant.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createHelpIndex, parseHelpPage } from '@quickrdv/core/assistant';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const assistantDir = new URL('../packages/core/src/assistant/', import.meta.url);
const helpDir = new URL('help/', assistantDir);
const { questions } = JSON.parse(readFileSync(new URL('assistant-questions.json', assistantDir), 'utf8')) as {
  questions: { question: string; expected: string; set: 'tuning' | 'held-out' }[];
};
// Questions no help page answers: the assistant should say it does not know.
const offTopic = [
  'quelle est la recette des crêpes ?',
  'quel temps fait-il à Paris demain ?',
  'comment faire une omelette',
  'qui a gagné le match hier soir',
  'je veux un café',
  'ou acheter du shampoing pas cher',
];

console.log(`assistant bench: ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`);
let started = performance.now();
const pages = readdirSync(helpDir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => parseHelpPage(f.slice(0, -3), readFileSync(new URL(f, helpDir), 'utf8')));
const index = createHelpIndex(pages);
console.log(`index of ${pages.length} help pages built in ${(performance.now() - started).toFixed(1)} ms`);

let top1 = 0;
let top3 = 0;
let heldOut = 0;
let heldOutTop1 = 0;
const misses: string[] = [];
for (const { question, expected, set } of questions) {
  const answer = index.answer(question);
  const ranked = index.rank(question).map((r) => r.page.id);
  const right = answer.kind === 'answer' && answer.page.id === expected;
  if (set === 'held-out') {
    heldOut += 1;
    if (right) heldOutTop1 += 1;
  }
  if (right) top1 += 1;
  else
    misses.push(
      `  ${question} -> ${answer.kind === 'answer' ? answer.page.id : 'je ne sais pas'} (expected ${expected})`,
    );
  if (ranked.slice(0, 3).includes(expected)) top3 += 1;
}
const unknown = offTopic.filter((q) => index.answer(q).kind === 'unknown').length;

const times: number[] = [];
for (let round = 0; round < ROUNDS; round += 1)
  for (const { question } of questions) {
    started = performance.now();
    index.answer(question);
    times.push(performance.now() - started);
  }
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
const pct = (n: number, of: number) => `${n} / ${of} (${((100 * n) / of).toFixed(1)} %)`;

console.table({
  'right page first (target ≥ 90 %)': { result: pct(top1, questions.length) },
  'right page in the first three': { result: pct(top3, questions.length) },
  'right page first, held-out questions only': { result: pct(heldOutTop1, heldOut) },
  "off-topic questions answered 'je ne sais pas'": { result: pct(unknown, offTopic.length) },
  [`answer time p50 (${times.length} answers)`]: { result: `${at(50).toFixed(3)} ms` },
  'answer time p99': { result: `${at(99).toFixed(3)} ms` },
});
if (misses.length) console.log(`missed:\n${misses.join('\n')}`);
