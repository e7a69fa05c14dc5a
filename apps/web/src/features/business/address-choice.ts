import { addressLine, type AddressSuggestion } from '@quickrdv/core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The address line once a suggestion is chosen: its number and street, or, for a postal-code suggestion
 * (no street), what was typed without the postal code and city it already gives.
 */
export function chosenAddressLine(typed: string, s: AddressSuggestion): string {
  const line = addressLine(s);
  if (line) return line;
  return typed
    .replace(new RegExp(`\\b${escape(s.postcode)}\\b`, 'g'), ' ')
    .replace(new RegExp(escape(s.city), 'gi'), ' ')
    .replace(/[\s,;-]+$/g, '')
    .replace(/^[\s,;-]+/g, '')
    .replace(/\s{2,}/g, ' ');
}
