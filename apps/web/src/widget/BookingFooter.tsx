import { priceFr } from '@quickrdv/core';
import type { BookingStep } from './BookingDialog';
import { T } from './texts';

/**
 * The booking dialog's buttons, per step: services -> review -> questions (when the chosen services ask
 * some) -> details. Each primary button has its own key: React must not turn a clicked button into the
 * next step's submit button mid-click.
 */
export function BookingFooter(p: {
  step: BookingStep;
  /** Total of the chosen services, null when none is chosen. */
  cents: number | null;
  /** The slot does not fit the selection: no 'Valider'. */
  problem: boolean;
  /** The chosen services ask questions. */
  asks: boolean;
  busy: boolean;
  /** 'Réservation en cours…' while booking. */
  bookingLabel: string | null;
  formIds: { questions: string; details: string };
  onStep: (step: BookingStep) => void;
}) {
  const price = p.cents === null ? '' : ` · ${priceFr(p.cents)}`;
  const back = (to: BookingStep) => (
    <button type="button" className="w-link w-foot-link" onClick={() => p.onStep(to)}>
      {T.back}
    </button>
  );
  if (p.step === 'services')
    return (
      <button
        key="continue"
        type="button"
        className="w-btn w-btn-primary w-btn-block"
        disabled={p.cents === null}
        onClick={() => p.onStep('review')}
      >
        {T.continue}
        {price}
      </button>
    );
  if (p.step === 'review')
    return (
      <>
        {!p.problem && (
          <button
            key="validate"
            type="button"
            className="w-btn w-btn-primary w-btn-block"
            onClick={() => p.onStep(p.asks ? 'questions' : 'details')}
          >
            {T.validate}
          </button>
        )}
        <button type="button" className="w-btn w-btn-ghost w-btn-block" onClick={() => p.onStep('services')}>
          {p.problem ? T.editSelection : T.addService}
        </button>
      </>
    );
  if (p.step === 'questions')
    return (
      <>
        <button
          key="answers"
          type="submit"
          form={p.formIds.questions}
          className="w-btn w-btn-primary w-btn-block"
        >
          {T.continue}
        </button>
        {back('review')}
      </>
    );
  return (
    <>
      <button
        key="submit"
        type="submit"
        form={p.formIds.details}
        className="w-btn w-btn-primary w-btn-block"
        disabled={p.busy}
      >
        {p.bookingLabel ?? `${T.book}${price}`}
      </button>
      {back(p.asks ? 'questions' : 'review')}
    </>
  );
}
