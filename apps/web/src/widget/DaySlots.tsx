import { SlotButton } from './SlotButton';
import { T } from './texts';
import { useSlots, type WidgetSlot } from './useSlots';

interface DaySlotsProps {
  slug: string;
  day: string;
  serviceIds: readonly string[];
  /** The slot the visitor holds now, left out of the choices. */
  currentId: string;
  refreshKey: number;
  onPick: (slot: WidgetSlot) => void;
}

/** The other slots of one day (any staff member) fitting the selection: 'Modifier', or after a slot was taken. */
export function DaySlots({ slug, day, serviceIds, currentId, refreshKey, onPick }: DaySlotsProps) {
  const slots = useSlots(slug, { staffId: null, serviceIds }, day, 1, refreshKey);
  const others = (slots.days.find((d) => d.day === day)?.slots ?? []).filter((s) => s.id !== currentId);
  if (slots.loading) return <p className="w-loading-line">{T.loading}</p>;
  if (slots.error) return <p className="w-field-error">{slots.error}</p>;
  if (!others.length) return <p className="w-muted">{T.noSlotsHere}</p>;
  return (
    <div className="w-slot-grid w-slot-grid-tight">
      {others.map((slot) => (
        <SlotButton key={slot.id} slot={slot} onPick={() => onPick(slot)} />
      ))}
    </div>
  );
}
