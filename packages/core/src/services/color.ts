import { z } from 'zod';

/** A colour as stored: 6 hexadecimal digits, lowercase, without '#'. A leading '#' is accepted and dropped. */
export const hexColorSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(20, { error: message })
    .regex(/^#?[0-9a-fA-F]{6}$/, { error: message })
    .transform((value) => value.replace('#', '').toLowerCase());
