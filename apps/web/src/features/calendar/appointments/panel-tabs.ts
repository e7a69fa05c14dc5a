/** Fields of the 'Information' tab; every other field is on 'Evènement'. */
const INFO_FIELDS = new Set(['note']);

/** The tab to show after a failed check: 'Evènement' (0) unless every message is on 'Information' (1). */
export function tabOfFields(fields: string[]): number {
  const relevant = fields.filter((f) => f !== 'clientId' && f !== 'form');
  return relevant.length > 0 && relevant.every((f) => INFO_FIELDS.has(f)) ? 1 : 0;
}

export const fieldsOfIssues = (issues: readonly { path: readonly PropertyKey[] }[]) =>
  issues.map((i) => i.path.map(String).join('.'));
