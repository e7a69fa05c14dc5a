import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { calendarStrings as t } from '../calendar.strings';

// Long enough to read and reach the button; a new change replaces the bar.
const UNDO_MS = 8000;

export interface UndoOffer {
  /** Changes with each new offer, so the timer restarts. */
  key: number;
  message: string;
  undo: () => void;
}

/** 'Rendez-vous déplacé ... Annuler': the last drag or resize can be taken back for a few seconds. */
export function UndoBar({ offer, onDone }: { offer: UndoOffer | null; onDone: () => void }) {
  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(onDone, UNDO_MS);
    return () => clearTimeout(timer);
  }, [offer, onDone]);
  if (!offer) return null;
  return (
    <div className="cal-undo" role="status">
      <span>{offer.message}</span>
      <Button
        type="button"
        label={t.appointment.undo}
        icon="pi pi-undo"
        text
        onClick={() => {
          onDone();
          offer.undo();
        }}
      />
    </div>
  );
}
