/**
 * The composer's formatting through the browser's editing commands: no editor library, so the booking
 * widget stays light. execCommand is deprecated but implemented by every browser and is what a
 * contenteditable offers; the server sanitises whatever HTML comes out.
 */
import { escapeHtml } from '@quickrdv/core';

export type FormatCommand = 'bold' | 'italic' | 'underline' | 'insertOrderedList' | 'insertUnorderedList';

export function runFormat(command: FormatCommand): void {
  document.execCommand(command, false);
}

export function isFormatActive(command: FormatCommand): boolean {
  try {
    return document.queryCommandState(command);
  } catch {
    return false;
  }
}

export function insertText(text: string): void {
  document.execCommand('insertText', false, text);
}

/** Wraps the selection in a link (or writes the address as the link's text when nothing is selected). */
export function insertLink(href: string, selection: Range | null): void {
  const url = /^(https?:|mailto:|tel:)/i.test(href) ? href : `https://${href}`;
  restoreSelection(selection);
  if (selection && !selection.collapsed) document.execCommand('createLink', false, url);
  else {
    const a = `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>&nbsp;`;
    document.execCommand('insertHTML', false, a);
  }
}

export function saveSelection(root: HTMLElement): Range | null {
  const sel = window.getSelection();
  if (!sel || !sel.rangeCount) return null;
  const range = sel.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
}

export function restoreSelection(range: Range | null): void {
  if (!range) return;
  const sel = window.getSelection();
  sel?.removeAllRanges();
  sel?.addRange(range);
}

/** Whether the caret is inside a list item (Enter then adds an item instead of sending). */
export function caretInList(root: HTMLElement): boolean {
  const sel = window.getSelection();
  let node: Node | null = sel?.anchorNode ?? null;
  while (node && node !== root) {
    if (node.nodeName === 'LI') return true;
    node = node.parentNode;
  }
  return false;
}
