import './chat-composer.css';
import { chatHtmlText, stripReplacementChars } from '@quickrdv/core';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { chatStrings as t } from '../chat.strings';
import {
  caretInList,
  insertLink,
  insertText,
  isFormatActive,
  runFormat,
  saveSelection,
  type FormatCommand,
} from './composer-commands';
import { EmojiPicker } from './EmojiPicker';
import { ToolbarIcon, type ToolbarIconName } from './ToolbarIcon';

const FORMATS: { command: FormatCommand; label: string; icon: ToolbarIconName }[] = [
  { command: 'bold', label: t.bold, icon: 'bold' },
  { command: 'italic', label: t.italic, icon: 'italic' },
  { command: 'underline', label: t.underline, icon: 'underline' },
  { command: 'insertOrderedList', label: t.orderedList, icon: 'ol' },
  { command: 'insertUnorderedList', label: t.bulletList, icon: 'ul' },
];

export interface ChatComposerProps {
  /** Sends the message's HTML; returns whether it left (the composer then empties). */
  onSend: (html: string) => boolean | Promise<boolean>;
  label?: string;
  disabled?: boolean;
}

/**
 * The chat's rich-text composer: a contenteditable with the spec's toolbar (bold, italic, underline,
 * numbered and bullet lists, link, emojis). Enter sends (inside a list it adds an item), Shift+Enter
 * breaks the line. A message whose text is empty is not sent.
 */
export function ChatComposer({ onSend, label = t.messageLabel, disabled = false }: ChatComposerProps) {
  const editor = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Partial<Record<FormatCommand, boolean>>>({});
  const [empty, setEmpty] = useState(true);
  const [emojis, setEmojis] = useState(false);
  const [link, setLink] = useState<{ url: string; range: Range | null } | null>(null);
  const [sending, setSending] = useState(false);
  const hintId = useId();
  const linkId = useId();

  const refresh = useCallback(() => {
    setActive(Object.fromEntries(FORMATS.map((f) => [f.command, isFormatActive(f.command)])));
    setEmpty(!chatHtmlText(editor.current?.innerHTML ?? ''));
  }, []);

  const focusEditor = () => editor.current?.focus();

  const send = async () => {
    const root = editor.current;
    if (!root || sending || disabled) return;
    const html = stripReplacementChars(root.innerHTML);
    if (!chatHtmlText(html)) return; // the spec: a message empty after trimming is ignored
    setSending(true);
    try {
      if (await onSend(html)) {
        root.innerHTML = '';
        refresh();
      }
    } finally {
      setSending(false);
      focusEditor();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (editor.current && caretInList(editor.current)) return;
    event.preventDefault();
    void send();
  };

  const applyLink = () => {
    if (!link) return;
    focusEditor();
    if (link.url.trim()) insertLink(link.url.trim(), link.range);
    setLink(null);
    refresh();
  };

  return (
    <div className={disabled ? 'cc cc-disabled' : 'cc'}>
      <div className="cc-toolbar" role="toolbar" aria-label={t.toolbar}>
        {FORMATS.map((f) => (
          <button
            key={f.command}
            type="button"
            className={active[f.command] ? 'cc-tool cc-active' : 'cc-tool'}
            aria-label={f.label}
            aria-pressed={Boolean(active[f.command])}
            title={f.label}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              focusEditor();
              runFormat(f.command);
              refresh();
            }}
          >
            <ToolbarIcon name={f.icon} />
          </button>
        ))}
        <button
          type="button"
          className="cc-tool"
          aria-label={t.link}
          title={t.link}
          aria-expanded={link !== null}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setLink({ url: '', range: editor.current ? saveSelection(editor.current) : null })}
        >
          <ToolbarIcon name="link" />
        </button>
        <span className="cc-emoji-anchor">
          <button
            type="button"
            className="cc-tool"
            aria-label={t.emoji}
            title={t.emoji}
            aria-expanded={emojis}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setEmojis((open) => !open)}
          >
            <span aria-hidden="true">😊</span>
          </button>
          {emojis && (
            <EmojiPicker
              onClose={() => setEmojis(false)}
              onPick={(emoji) => {
                focusEditor();
                insertText(emoji);
                setEmojis(false);
                refresh();
              }}
            />
          )}
        </span>
      </div>
      {link && (
        <div
          className="cc-link"
          onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), applyLink())}
        >
          <label htmlFor={linkId} className="cc-sr-only">
            {t.linkUrl}
          </label>
          <input
            id={linkId}
            type="url"
            value={link.url}
            placeholder={t.linkPlaceholder}
            autoFocus
            onChange={(event) => setLink({ ...link, url: event.target.value })}
          />
          <button type="button" className="cc-small cc-primary" onClick={applyLink}>
            {t.linkApply}
          </button>
          <button type="button" className="cc-small" onClick={() => setLink(null)}>
            {t.linkCancel}
          </button>
        </div>
      )}
      <div className="cc-row">
        <div
          ref={editor}
          className="cc-editor"
          contentEditable={!disabled}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-describedby={hintId}
          data-placeholder={t.placeholder}
          data-empty={empty ? 'true' : 'false'}
          suppressContentEditableWarning
          onInput={refresh}
          onKeyUp={refresh}
          onMouseUp={refresh}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            // Pasted pages bring their own markup: only the text comes in.
            event.preventDefault();
            insertText(stripReplacementChars(event.clipboardData.getData('text/plain')));
            refresh();
          }}
        />
        <button
          type="button"
          className="cc-send"
          disabled={disabled || empty || sending}
          onClick={() => void send()}
        >
          {t.send}
        </button>
      </div>
      <p id={hintId} className="cc-hint">
        {t.sendHint}
      </p>
    </div>
  );
}
