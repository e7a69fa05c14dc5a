/**
 * Options for an object-level refinement so that it runs only once the fields it reads were accepted. Zod 4
 * runs such refinements even when a field's own check failed (a field issue does not abort the parent), so
 * a refinement would otherwise compute with a refused value: a slot step of -1 once sent `splitRange` into
 * an endless loop. Fields it does not read may still carry issues: a form then shows every error at once
 * ('Veuillez choisir un client.' beside an end before the start). Every cross-field refinement in core
 * takes these options.
 */
export const whenFieldsValid = (...fields: readonly string[]) => ({
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean =>
    // An issue without a path is the value itself refused (not an object at all): nothing to read.
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0]))),
});

/** For a refinement of a whole array, reading every item: it runs only when no item was refused. */
export const whenAllValid = {
  when: (payload: { issues: readonly unknown[] }): boolean => payload.issues.length === 0,
} as const;
