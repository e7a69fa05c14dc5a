import { describe, expect, it } from 'vitest';
import { AppError, fieldError, stacklessError } from './app-error.js';

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

  it('makes plain errors without a stack for other expected outcomes', () => {
    expect(stacklessError('body/email Invalid email').stack).toBe('Error: body/email Invalid email');
  });

  it('leaves the stacks of every other error as they were', () => {
    const limit = Error.stackTraceLimit;
    new AppError('conflict', 'Déjà pris.');
    stacklessError('Refusé.');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('panne').stack).toMatch(/\n\s+at /);
  });
});
