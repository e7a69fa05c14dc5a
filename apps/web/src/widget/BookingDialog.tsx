import {
  formatDurationFr,
  formatLongDateFr,
  priceFr,
  slotFitProblem,
  timePlus,
  visitorDetailsErrors,
  type BookingReply,
  type PublicProfile,
  type VisitorDetails,
} from '@quickrdv/core';
import { useRef, useState } from 'react';
import { createBooking, WidgetApiError } from './api';
import { BookingFooter } from './BookingFooter';
import { DaySlots } from './DaySlots';
import { DetailsForm, type DetailsErrors } from './DetailsForm';
import { QuestionsForm } from './QuestionsForm';
import { useQuestions } from './useQuestions';
import { SelectedServices } from './SelectedServices';
import { ServiceList } from './ServiceList';
import { staffColor, staffName } from './SlotButton';
import { T } from './texts';
import { Dialog } from './ui/Dialog';
import type { Selection } from './useSelection';
import type { WidgetSlot } from './useSlots';
import type { VisitorDetailsState } from './visitor-store';

export type BookingStep = 'services' | 'review' | 'questions' | 'details';

/** Above this many services the dialog's list gets a search box (spec). */
const SEARCH_ABOVE = 10;
const FORM_ID = 'w-booking-form';
const QUESTIONS_FORM_ID = 'w-questions-form';

interface BookingDialogProps {
  profile: PublicProfile;
  slot: WidgetSlot;
  anchorY: number;
  step: BookingStep;
  selection: Selection;
  visitor: VisitorDetailsState;
  onStep: (step: BookingStep) => void;
  onSlot: (slot: WidgetSlot) => void;
  onClose: () => void;
  /** Back to all the slots (the dialog closes, the list reloads). */
  onAllSlots: () => void;
  /** A slot was taken under the visitor: the lists behind reload. */
  onTaken: () => void;
  onBooked: (reply: BookingReply) => void;
}

/** The appointment dialog: choose services for the slot, review it, give one's details, book. */
export function BookingDialog(p: BookingDialogProps) {
  const { profile, slot, selection, step } = p;
  const company = profile.business.nomSociete;
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changing, setChanging] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const bodyRef = useRef<HTMLDivElement>(null);
  const serviceIds = selection.totals.services.map((s) => s.id);
  const questions = useQuestions(profile, serviceIds);
  // The first field in error: a text field itself, or the first option of a choice question (its fieldset
  // carries the error and cannot take the focus).
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      bodyRef.current
        ?.querySelector<HTMLElement>(
          ':is(input, textarea)[aria-invalid="true"], fieldset[aria-invalid="true"] input',
        )
        ?.focus(),
    );

  function checkAnswers() {
    if (!questions.check()) {
      setAlert(T.fixErrors);
      focusFirstError();
      return;
    }
    setAlert(null);
    p.onStep('details');
  }
  const problem = serviceIds.length
    ? slotFitProblem(slot, slot.offered, { ids: serviceIds, minutes: selection.totals.minutes })
    : null;
  const canShowSearch = profile.serviceCategories.reduce((n, c) => n + c.services.length, 0) > SEARCH_ABOVE;

  // A new slot chosen (after 'Modifier' or a taken slot): the old alert no longer applies.
  const pickSlot = (next: WidgetSlot) => {
    p.onSlot(next);
    setChanging(false);
    setAlert(null);
  };

  async function book() {
    const found = visitorDetailsErrors(p.visitor.details);
    setErrors(found);
    if (Object.keys(found).length) {
      setAlert(T.fixErrors);
      focusFirstError();
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const d = p.visitor.details;
      const reply = await createBooking(profile.business.slug, {
        answers: questions.toSend(),
        slotId: slot.id,
        serviceIds,
        prenom: d.prenom.trim(),
        nom: d.nom.trim(),
        telPortable: d.telPortable.trim(),
        email: d.email.trim(),
        note: d.note.trim(),
        acceptTerms: true,
      });
      p.visitor.booked(d);
      p.onBooked(reply);
    } catch (error) {
      const e = error instanceof WidgetApiError ? error : new WidgetApiError(0, String(error));
      setAlert(e.message);
      if (e.status === 409) {
        // Taken, or no longer fitting: offer the day's other slots right here, keeping the form.
        setRefreshKey((k) => k + 1);
        setChanging(true);
        p.onTaken();
      } else if (e.status === 400) {
        // The server has the last word on the questions (a question made required meanwhile, say).
        if (questions.refused(e.fields)) p.onStep('questions');
        else setErrors(e.fields as DetailsErrors);
      }
      bodyRef.current?.closest('.w-dialog-body')?.scrollTo({ top: 0, behavior: 'smooth' });
    } finally {
      setBusy(false);
    }
  }

  const title = step === 'services' ? T.chooseTitle(company) : T.validateTitle(company);
  const footer = (
    <BookingFooter
      step={step}
      cents={serviceIds.length ? selection.totals.cents : null}
      problem={Boolean(problem)}
      asks={questions.questionnaires.length > 0}
      busy={busy || changing}
      bookingLabel={busy ? T.booking : null}
      formIds={{ questions: QUESTIONS_FORM_ID, details: FORM_ID }}
      onStep={p.onStep}
    />
  );

  return (
    <Dialog open title={title} onClose={p.onClose} anchorY={p.anchorY} footer={footer} className="w-booking">
      <div ref={bodyRef} className="w-booking-body">
        {alert && (
          <div className="w-alert w-alert-error" role="alert">
            <p>{alert}</p>
          </div>
        )}
        {step === 'services' ? (
          <>
            <p className="w-muted w-lead">{T.chooseOnSlot}</p>
            <ServiceList
              categories={profile.serviceCategories}
              selected={selection.ids}
              onToggle={selection.toggle}
              showSearch={canShowSearch}
              offered={slot.offered}
            />
          </>
        ) : (
          <>
            <dl className="w-recap">
              <div>
                <dt>{T.date}</dt>
                <dd className="w-capitalize">{formatLongDateFr(slot.day)}</dd>
              </div>
              <div>
                <dt>{T.time}</dt>
                <dd>
                  {slot.start} – {timePlus(slot.start, selection.totals.minutes || 0)}
                </dd>
              </div>
              <div>
                <dt>{T.staff}</dt>
                <dd className="w-recap-staff">
                  <span className="w-dot" style={{ '--staff': staffColor(slot) } as React.CSSProperties} />
                  {staffName(slot)}
                  <button
                    type="button"
                    className="w-link"
                    aria-expanded={changing}
                    onClick={() => setChanging((c) => !c)}
                  >
                    {T.modify}
                  </button>
                </dd>
              </div>
            </dl>
            {changing && (
              <section className="w-change">
                <p className="w-section-label">{alert ? T.takenAlternatives : T.pickOtherSlot}</p>
                <DaySlots
                  slug={profile.business.slug}
                  day={slot.day}
                  serviceIds={serviceIds}
                  currentId={slot.id}
                  refreshKey={refreshKey}
                  onPick={pickSlot}
                />
                <button type="button" className="w-link" onClick={p.onAllSlots}>
                  {T.seeAllSlots}
                </button>
              </section>
            )}
            {step === 'review' && (
              <section className="w-recap-services">
                <p className="w-section-label">{T.yourSelection}</p>
                <SelectedServices services={selection.totals.services} />
                <p className="w-summary-total">
                  <span>
                    {T.total} <span className="w-muted">· {formatDurationFr(selection.totals.minutes)}</span>
                  </span>
                  <strong>{priceFr(selection.totals.cents)}</strong>
                </p>
                {problem && (
                  <div className="w-alert w-alert-warn" role="alert">
                    <p>{problem}</p>
                  </div>
                )}
              </section>
            )}
            {step === 'questions' && (
              <>
                <h3 className="w-form-title">{T.questionsTitle}</h3>
                <p className="w-muted w-lead">{T.questionsLead}</p>
                <QuestionsForm
                  id={QUESTIONS_FORM_ID}
                  questionnaires={questions.questionnaires}
                  answers={questions.answers}
                  errors={questions.errors}
                  onChange={questions.change}
                  onSubmit={checkAnswers}
                />
              </>
            )}
            {step === 'details' && (
              <>
                <p className="w-recap-line">
                  {selection.totals.services.map((s) => s.name).join(', ')} ·{' '}
                  <strong>{priceFr(selection.totals.cents)}</strong>
                </p>
                <h3 className="w-form-title">{T.detailsTitle}</h3>
                <DetailsForm
                  id={FORM_ID}
                  details={p.visitor.details}
                  errors={errors}
                  remember={p.visitor.remember}
                  onRemember={p.visitor.setRemember}
                  prefilledName={p.visitor.prefilledName}
                  onNotMe={() => {
                    p.visitor.notMe();
                    setErrors({});
                  }}
                  onChange={(d) => {
                    p.visitor.setDetails(d);
                    // Each error clears as its field is edited.
                    setErrors((e) => {
                      const next = { ...e };
                      for (const k of Object.keys(next) as (keyof VisitorDetails)[])
                        if (d[k] !== p.visitor.details[k]) delete next[k];
                      return next;
                    });
                  }}
                  onSubmit={() => void book()}
                />
              </>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
