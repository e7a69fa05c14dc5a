import { clientCreateSchema, type ClientDto } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { submitHandler, useSchemaForm } from '../../lib/forms';
import { FormOutcome } from '../../ui/FormOutcome';
import { DateInput, Field, invalidProps } from '../calendar/form-fields';
import { clientsKey, createClient } from './clients-picker.api';
import { clientsPickerStrings as t } from './clients-picker.strings';

const initial = {
  civilite: '',
  nom: '',
  prenom: '',
  nomSociete: '',
  email: '',
  telPortable: '',
  telFixe: '',
  telTravail: '',
  adresse: '',
  complementAdresse: '',
  cpVille: '',
  dateNaissance: null as string | null,
  infoComp: '',
};
type Values = typeof initial;
type TextKey = Exclude<keyof Values, 'dateNaissance'>;

// The limits of the client schema, also set on the inputs so nobody types past them.
const maxLength: Record<TextKey, number> = {
  civilite: 10,
  nom: 255,
  prenom: 255,
  nomSociete: 255,
  email: 255,
  telPortable: 255,
  telFixe: 255,
  telTravail: 255,
  adresse: 500,
  complementAdresse: 255,
  cpVille: 255,
  infoComp: 5000,
};

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/**
 * 'AJOUTER UN CLIENT': creates a client record ('client pro') and hands it back to the picker. `name` fills
 * in what the professional typed in the picker's search ('Ajouter ce client').
 */
export function AddClientDialog({
  name,
  onClose,
  onCreated,
}: {
  name?: { nom: string; prenom: string } | undefined;
  onClose: () => void;
  onCreated: (c: ClientDto) => void;
}) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(clientCreateSchema, name ? { ...initial, ...name } : initial);
  const { values, errors, setField } = form;
  const create = useMutation({
    mutationFn: createClient,
    onSuccess: (client) => {
      void queryClient.invalidateQueries({ queryKey: clientsKey });
      onCreated(client);
    },
    onError: (error) => form.showServerError(error),
  });
  const submit = submitHandler(() => {
    const input = form.validate();
    if (input) create.mutate(input);
  });

  const text = (name: TextKey, opts: { type?: string; autoComplete?: string; placeholder?: string } = {}) => {
    const id = `client-${name}`;
    return (
      <Field
        id={id}
        label={t.fields[name]}
        error={errors[name]}
        hint={name === 'telPortable' ? t.phoneHint : undefined}
      >
        <InputText
          id={id}
          name={name}
          type={opts.type ?? 'text'}
          value={values[name]}
          maxLength={maxLength[name]}
          autoComplete={opts.autoComplete ?? 'off'}
          placeholder={opts.placeholder}
          onChange={(event) => setField(name, event.target.value)}
          {...invalidProps(id, errors[name])}
        />
      </Field>
    );
  };

  const footer = (
    <div className="dialog-actions">
      <Button type="button" label={t.cancel} outlined severity="secondary" onClick={onClose} />
      <Button
        type="submit"
        form="add-client-form"
        label={t.submit}
        icon="pi pi-user-plus"
        loading={create.isPending}
      />
    </div>
  );
  return (
    <Dialog
      visible
      header={t.dialogTitle}
      onHide={onClose}
      footer={footer}
      className="add-client-dialog"
      style={{ width: '44rem' }}
      breakpoints={{ '960px': '94vw', '640px': '100vw' }}
      blockScroll
      // The Escape closing the birth-date picker would also close the dialog and lose what was typed.
      closeOnEscape={false}
    >
      <form
        id="add-client-form"
        noValidate
        onSubmit={(event) => {
          // React events bubble through portals: the appointment form around this dialog must not submit too.
          event.stopPropagation();
          submit(event);
        }}
      >
        <p className="field-hint add-client-required">{t.required}</p>
        <FormOutcome success={null} error={form.formError} />
        <fieldset className="add-client-section">
          <legend>{t.sections.identity}</legend>
          <div className="add-client-grid">
            {text('nom', { autoComplete: 'family-name' })}
            {text('prenom', { autoComplete: 'given-name' })}
            {text('civilite', { placeholder: t.fields.civilitePlaceholder })}
            {text('nomSociete', { autoComplete: 'organization' })}
          </div>
        </fieldset>
        <fieldset className="add-client-section">
          <legend>{t.sections.contact}</legend>
          <div className="add-client-grid">
            {text('telPortable', { type: 'tel', autoComplete: 'tel' })}
            {text('email', { type: 'email', autoComplete: 'email' })}
            {text('telFixe', { type: 'tel' })}
            {text('telTravail', { type: 'tel' })}
          </div>
        </fieldset>
        <fieldset className="add-client-section">
          <legend>{t.sections.more}</legend>
          <div className="add-client-grid">
            {text('adresse', { autoComplete: 'street-address' })}
            {text('complementAdresse')}
            {text('cpVille')}
            <Field id="client-dateNaissance" label={t.fields.dateNaissance} error={errors.dateNaissance}>
              <DateInput
                id="client-dateNaissance"
                value={values.dateNaissance ?? ''}
                maxDate={yesterday()}
                onChange={(day) => setField('dateNaissance', day)}
                error={errors.dateNaissance}
              />
            </Field>
          </div>
          <Field id="client-infoComp" label={t.fields.infoComp} error={errors.infoComp}>
            <InputTextarea
              id="client-infoComp"
              value={values.infoComp}
              maxLength={maxLength.infoComp}
              rows={3}
              autoResize
              onChange={(event) => setField('infoComp', event.target.value)}
              {...invalidProps('client-infoComp', errors.infoComp)}
            />
          </Field>
        </fieldset>
      </form>
    </Dialog>
  );
}
