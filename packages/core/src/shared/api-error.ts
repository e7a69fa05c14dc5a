/** Shape of every error body the API returns: a code, a French message, and per-field messages. */
export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}
