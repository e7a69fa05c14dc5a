import { describe, expect, it } from 'vitest';
import { AppError, fieldError } from './app-error.js';

describe('AppError', () => {
  it('carries its code, status, message and fields, without the frames of a stack', () => {
    const error = fieldError('slotId', 'Ce créneau vient d’être réservé.');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: 'validation',
      status: 400,
      message: 'Ce créneau vient d’être réservé.',
    });
    expect(error.fields).toEqual({ slotId: 'Ce créneau vient d’être réservé.' });
    expect(error.stack).toBe('AppError: Ce créneau vient d’être réservé.');
  });

  it('leaves the stacks of every other error as they were', () => {
    const limit = Error.stackTraceLimit;
    new AppError('conflict', 'Déjà pris.');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('panne').stack).toMatch(/\n\s+at /);
  });
});
