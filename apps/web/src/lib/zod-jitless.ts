import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it even then: our
 * Content-Security-Policy forbids eval, so every page logged a CSP violation. Jitless parsing is plenty
 * fast for forms. Each object schema reads this setting when it is built, so this module must be the
 * first import of every entry (before anything that imports @quickrdv/core).
 */
z.config({ jitless: true });
