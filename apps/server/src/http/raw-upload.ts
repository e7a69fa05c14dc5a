import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppError } from './app-error.js';

/**
 * An uploaded file's bytes as a route receives them. They sit in a private field: the hostile-text guard
 * walks a body's own enumerable properties, which for a bare Buffer means millions of entries.
 */
export class RawUpload {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Uint8Array {
    return new Uint8Array(this.#bytes.buffer, this.#bytes.byteOffset, this.#bytes.byteLength);
  }
}

/**
 * Lets this plugin's routes take a file as their raw body (`types`), up to `bodyLimit`, and turns the
 * framework's 413 into the feature's French one. Register the routes in their own plugin, so this applies
 * to them only.
 */
export function acceptRawUploads(
  app: FastifyInstance,
  o: { types: string[]; bodyLimit: number; tooLarge: () => AppError },
): void {
  app.addContentTypeParser(o.types, { parseAs: 'buffer', bodyLimit: o.bodyLimit }, (_request, body, done) =>
    done(null, new RawUpload(body as Buffer)),
  );
  app.setErrorHandler((error: FastifyError) => {
    // Rethrown errors go to the app's handler, which sends the one JSON error shape.
    if (error.statusCode === 413) throw o.tooLarge();
    throw error;
  });
}
