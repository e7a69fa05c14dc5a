/**
 * Options for an object- or array-level refinement so that it runs only on values every field check
 * accepted. Zod 4 runs such refinements even when a field's own check failed (a field issue does not
 * abort the parent), so a refinement would otherwise compute with a refused value: a slot step of -1 once
 * sent `splitRange` into an endless loop. Every cross-field refinement in core takes these options.
 */
export const whenValid = {
  when: (payload: { issues: readonly unknown[] }): boolean => payload.issues.length === 0,
} as const;
