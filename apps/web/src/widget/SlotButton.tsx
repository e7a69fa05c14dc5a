import type { WidgetSlot } from './useSlots';
import { T } from './texts';

/** Colour of a slot's staff member ('Indifférent' is grey), as CSS. */
export const staffColor = (slot: WidgetSlot) => `#${slot.staff?.color ?? '808080'}`;
export const staffName = (slot: WidgetSlot) => slot.staff?.prenom ?? T.anyone;

/**
 * A bookable time: its start and who performs it, in the staff member's colour (a border and a tint; the
 * text stays ink). Named by its content, '09:30 avec Julie', so the name holds the visible words in order.
 */
export function SlotButton({
  slot,
  onPick,
  compact = false,
}: {
  slot: WidgetSlot;
  onPick: (slot: WidgetSlot, y: number) => void;
  compact?: boolean;
}) {
  return (
    <button
      type="button"
      className={`w-slot ${compact ? 'w-slot-compact' : ''}`}
      style={{ '--staff': staffColor(slot) } as React.CSSProperties}
      onClick={(e) => onPick(slot, e.currentTarget.getBoundingClientRect().top + window.scrollY)}
    >
      <span className="w-slot-time">{slot.start}</span> <span className="w-sr-only">{T.slotWithWord} </span>
      <span className="w-slot-staff">{staffName(slot)}</span>
    </button>
  );
}
