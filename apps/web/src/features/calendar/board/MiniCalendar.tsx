import '../prime-calendar-fr';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { Popover } from '../../../ui/Popover';
import { calendarStrings as t } from '../calendar.strings';
import { dayToPickerDate, pickerDateToDay } from '../wall-clock';

/**
 * The calendar icon opening a month to jump to a date (weeks shown, Monday first, from today on): under
 * the icon on a desktop, centred in a small dialog on a phone, where an overlay would run off the screen.
 */
export function MiniCalendar({
  current,
  today,
  compact,
  onPick,
}: {
  current: string;
  today: string;
  compact: boolean;
  onPick: (day: string) => void;
}) {
  // The button the month drops down from (desktop).
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const close = () => {
    setAnchor(null);
    setDialogOpen(false);
  };
  const month = (
    <Calendar
      inline
      locale="fr"
      showWeek
      minDate={dayToPickerDate(today)}
      value={dayToPickerDate(current < today ? today : current)}
      onChange={(event) => {
        if (!(event.value instanceof Date)) return;
        onPick(pickerDateToDay(event.value));
        close();
      }}
    />
  );
  return (
    <>
      <Button
        className="cal-icon-button"
        icon="pi pi-calendar"
        rounded
        text
        aria-label={t.nav.pickDate}
        title={t.nav.pickDate}
        aria-haspopup="dialog"
        aria-expanded={compact ? dialogOpen : anchor !== null}
        onClick={(event) => (compact ? setDialogOpen(true) : setAnchor(anchor ? null : event.currentTarget))}
      />
      {compact ? (
        <Dialog
          visible={dialogOpen}
          onHide={() => setDialogOpen(false)}
          header={t.nav.pickDate}
          dismissableMask
          className="cal-mini-overlay cal-mini-dialog"
          style={{ width: '22rem' }}
          breakpoints={{ '400px': '96vw' }}
        >
          {month}
        </Dialog>
      ) : (
        anchor && (
          <Popover
            anchor={anchor}
            onClose={() => setAnchor(null)}
            label={t.nav.pickDate}
            className="cal-mini-overlay"
          >
            {month}
          </Popover>
        )
      )}
    </>
  );
}
