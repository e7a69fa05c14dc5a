import { CHAT_EMOJIS } from '@quickrdv/core';
import { useEffect, useRef } from 'react';
import { chatStrings as t } from '../chat.strings';

/** A grid of the spec's ~64 emojis; Escape or a click outside closes it. */
export function EmojiPicker({ onPick, onClose }: { onPick: (emoji: string) => void; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
    const outside = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);
  return (
    <div
      ref={ref}
      className="cc-emojis"
      role="dialog"
      aria-label={t.emojiPicker}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      {CHAT_EMOJIS.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className="cc-emoji"
          aria-label={emoji}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
