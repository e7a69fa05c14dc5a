import { openingHoursSchema, type OpeningHoursInput, type OpeningHoursView } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { SelectButton } from 'primereact/selectbutton';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api-client';
import { issuesToFields } from '../../lib/forms';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { useNotify } from '../../ui/toast';
import { useWizard } from '../onboarding/wizard';
import { WizardNext } from '../onboarding/WizardNext';
import { hoursKey, saveOpeningHours } from './hours.api';
import { HoursSettingsDialog } from './HoursSettingsDialog';
import { hoursStrings as t } from './hours.strings';
import { HoursSummary } from './HoursSummary';
import { WeekGrid } from './WeekGrid';
import { fromOpeningHours, toOpeningDays, toWeekErrors, type Week, type WeekErrors } from './week';

type View = 'summary' | 'grid';

/** Shows the first problem once the errors are on screen. */
function revealFirstError() {
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>('.hours-page [aria-invalid="true"], #hours-week-error')
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
  );
}

/**
 * The grid and the summary. In the professional space the summary shows first and 'MODIFIER' saves after a
 * confirmation; in the wizard the grid shows and 'Suivant' saves.
 */
export function HoursEditor({ saved }: { saved: OpeningHoursView }) {
  const wizard = useWizard();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const savedWeek = useMemo(() => fromOpeningHours(saved), [saved]);
  const [week, setWeek] = useState<Week>(savedWeek);
  const [step, setStep] = useState(saved.step);
  const [view, setView] = useState<View>(wizard ? 'grid' : 'summary');
  const [errors, setErrors] = useState<WeekErrors>({});
  // ?publier=1 (the end of the setup, the home's next steps): PARAMETRES opens on publishing the coming weeks.
  const [params, setParams] = useSearchParams();
  const offerPublish = !wizard && params.get('publier') === '1';
  const [settingsOpen, setSettingsOpen] = useState(offerPublish);
  const closeSettings = () => {
    setSettingsOpen(false);
    if (offerPublish)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('publier');
          return next;
        },
        { replace: true },
      );
  };
  const unsavedGrid = JSON.stringify(toOpeningDays(week)) !== JSON.stringify(toOpeningDays(savedWeek));
  const unsaved = useUnsavedChanges(unsavedGrid);
  const mutation = useMutation({
    mutationFn: saveOpeningHours,
    onSuccess: (view) => queryClient.setQueryData(hoursKey, view),
  });

  const change = (next: Week) => {
    setWeek(next);
    setErrors({});
  };
  const validate = (): OpeningHoursInput | null => {
    const input = { days: toOpeningDays(week), step };
    const parsed = openingHoursSchema.safeParse(input);
    if (parsed.success) return input;
    setErrors(toWeekErrors(issuesToFields(parsed.error.issues), 'days'));
    revealFirstError();
    return null;
  };
  const save = async (input: OpeningHoursInput): Promise<OpeningHoursView | null> => {
    try {
      return await mutation.mutateAsync(input);
    } catch (error) {
      const fields = error instanceof ApiError ? toWeekErrors(error.fields, 'days') : {};
      if (Object.keys(fields).length) {
        setErrors(fields);
        revealFirstError();
      } else notify('error', errorMessage(error));
      return null;
    }
  };
  const saveGrid = async (input: OpeningHoursInput) => {
    const view = await save(input);
    if (view) {
      setWeek(fromOpeningHours(view));
      unsaved.markSaved();
    }
    return view !== null;
  };

  const modify = () => {
    const input = validate();
    if (!input) return;
    confirmDialog({
      header: t.confirmHeader,
      message: t.confirm,
      icon: 'pi pi-question-circle',
      acceptLabel: t.yes,
      rejectLabel: t.no,
      rejectClassName: 'p-button-outlined p-button-secondary',
      accept: async () => {
        if (await saveGrid(input)) {
          notify('success', t.saved);
          setView('summary');
        }
      },
      reject: () => notify('warn', t.cancelled),
      onHide: (result) => {
        if (result === 'cancel') notify('warn', t.cancelled);
      },
    });
  };

  const saveStep = async (next: number) => {
    setStep(next);
    // Without saved hours there is nothing to attach the step to yet: it goes with the grid.
    if (!savedWeek.some((day) => day.length > 0)) {
      closeSettings();
      notify('info', t.stepPending);
      return;
    }
    if (await save({ days: toOpeningDays(savedWeek), step: next })) {
      notify('success', t.stepSaved);
      closeSettings();
    }
  };

  // In the wizard the grid is saved with 'Suivant': PARAMETRES saves it first, so its preview and its
  // publication work from the hours just entered, not from none.
  const openSettings = async () => {
    if (wizard && unsavedGrid) {
      const input = validate();
      if (!input || !(await saveGrid(input))) return;
    }
    setSettingsOpen(true);
  };
  const settingsButton = (
    <Button
      label={t.settings}
      icon="pi pi-cog"
      outlined
      severity="secondary"
      loading={mutation.isPending && !settingsOpen}
      onClick={() => void openSettings()}
    />
  );
  const grid = (
    <div className="card hours-card">
      <p className="hours-intro">{t.gridIntro}</p>
      {errors.week && (
        <p id="hours-week-error" className="notice notice-error" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          <span>{errors.week}</span>
        </p>
      )}
      <WeekGrid week={week} onChange={change} errors={errors} idPrefix="hours" />
    </div>
  );

  return (
    <>
      {wizard ? (
        <>
          <div className="hours-toolbar">
            <span />
            <div className="hours-toolbar-actions">{settingsButton}</div>
          </div>
          {grid}
          <WizardNext
            wizard={wizard}
            onNext={async () => {
              const input = validate();
              return input ? saveGrid(input) : false;
            }}
          />
        </>
      ) : (
        <>
          <div className="hours-toolbar">
            <SelectButton
              value={view}
              onChange={(event) => event.value && setView(event.value as View)}
              options={[
                { label: t.viewSummary, value: 'summary', icon: 'pi pi-table' },
                { label: t.viewGrid, value: 'grid', icon: 'pi pi-pencil' },
              ]}
              itemTemplate={(option: { label: string; icon: string }) => (
                <span className="view-option">
                  <i className={option.icon} aria-hidden="true" /> {option.label}
                </span>
              )}
              aria-label={t.viewLabel}
              allowEmpty={false}
            />
            <div className="hours-toolbar-actions">
              {settingsButton}
              {view === 'grid' && (
                <Button label={t.modify} icon="pi pi-check" loading={mutation.isPending} onClick={modify} />
              )}
            </div>
          </div>
          {view === 'grid' ? (
            grid
          ) : savedWeek.some((day) => day.length > 0) ? (
            <HoursSummary week={savedWeek} step={saved.step} />
          ) : (
            <div className="setup-empty">
              <i className="pi pi-clock" aria-hidden="true" />
              <p>{t.noHours}</p>
              <Button label={t.editNow} icon="pi pi-pencil" text onClick={() => setView('grid')} />
            </div>
          )}
          <ConfirmDialog breakpoints={{ '640px': '92vw' }} style={{ width: '30rem' }} />
        </>
      )}
      <HoursSettingsDialog
        step={step}
        visible={settingsOpen}
        saving={mutation.isPending}
        onClose={closeSettings}
        onSave={(next) => void saveStep(next)}
        offerPublish={offerPublish}
      />
    </>
  );
}
