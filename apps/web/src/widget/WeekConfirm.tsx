import { formatLongDateFr, timePlus } from '@quickrdv/core';
import { useId } from 'react';
import { SelectedServices } from './SelectedServices';
import { T } from './texts';
import { Dialog } from './ui/Dialog';
import type { Selection } from './useSelection';
import type { WidgetSlot } from './useSlots';

interface WeekConfirmProps {
  slot: WidgetSlot;
  anchorY: number;
  selection: Selection;
  onConfirm: () => void;
  /** 'J'abandonne', Escape, the close button or the backdrop: back to the weekly calendar. */
  onCancel: () => void;
}

/**
 * The weekly calendar's confirmation panel (spec): the chosen slot in one sentence, the selected services on
 * demand, then 'Je confirme' (on to the booking dialog) or 'J'abandonne'. The end is the slot's start plus
 * the selection's duration, or the slot's own end when nothing is selected yet.
 */
export function WeekConfirm({ slot, anchorY, selection, onConfirm, onCancel }: WeekConfirmProps) {
  const sentenceId = useId();
  const { services, minutes } = selection.totals;
  const end = services.length ? timePlus(slot.start, minutes) : slot.end;
  const footer = (
    <>
      <button type="button" className="w-btn w-btn-primary w-btn-block" onClick={onConfirm}>
        {T.iConfirm}
      </button>
      <button type="button" className="w-btn w-btn-ghost w-btn-block" onClick={onCancel}>
        {T.iGiveUp}
      </button>
    </>
  );
  return (
    <Dialog
      open
      title={T.confirmSlotTitle}
      onClose={onCancel}
      anchorY={anchorY}
      describedBy={sentenceId}
      footer={footer}
      className="w-confirm"
    >
      <p id={sentenceId} className="w-confirm-text">
        {T.confirmSlot(formatLongDateFr(slot.day), slot.start, end)}
      </p>
      {services.length > 0 && (
        <details className="w-confirm-services">
          <summary>{T.seeMyServices}</summary>
          <SelectedServices services={services} />
        </details>
      )}
    </Dialog>
  );
}
