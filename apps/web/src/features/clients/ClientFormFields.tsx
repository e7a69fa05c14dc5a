import { todayIn, type ClientCreate, type ClientDto } from '@quickrdv/core';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { useSchemaForm } from '../../lib/forms';
import { DateInput, Field, invalidProps } from '../calendar/form-fields';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { AccountField } from './AccountField';
import { ClientAddressField } from './ClientAddressField';
import { ageOn } from './client-format';
import { maxLength, type ClientFormValues, type ClientTextKey } from './client-form-values';
import { clientsStrings as t } from './clients.strings';

type Form = ReturnType<typeof useSchemaForm<ClientFormValues, ClientCreate>>;

const civilites = t.form.civiliteOptions.map((value) => ({ value, label: value || t.form.civiliteNone }));

/** Every field of the client record, grouped; server and schema messages show under each field. */
export function ClientFormFields({ form, client }: { form: Form; client: ClientDto | null }) {
  const { timeZone } = useCurrentPro();
  const { values, errors, setField } = form;
  const today = todayIn(timeZone);
  const age = ageOn(values.dateNaissance, today);

  const text = (
    name: ClientTextKey,
    label: string,
    opts: { type?: string; autoComplete?: string; hint?: string; inputMode?: 'tel' | 'email' } = {},
  ) => {
    const id = `client-${name}`;
    return (
      <Field id={id} label={label} error={errors[name]} hint={opts.hint}>
        <InputText
          id={id}
          name={name}
          type={opts.type ?? 'text'}
          value={values[name]}
          maxLength={maxLength[name]}
          autoComplete={opts.autoComplete ?? 'off'}
          onChange={(event) => setField(name, event.target.value)}
          {...invalidProps(id, errors[name])}
        />
      </Field>
    );
  };

  return (
    <>
      <fieldset className="clients-section">
        <legend>{t.form.sections.identity}</legend>
        <div className="clients-grid">
          <Field id="client-civilite" label={t.form.civilite} error={errors.civilite}>
            {/* Native: PrimeReact's Dropdown leaves an unlabelled hidden select and trigger. */}
            <select
              id="client-civilite"
              className="p-inputtext p-component clients-select"
              value={values.civilite}
              onChange={(event) => setField('civilite', event.target.value)}
              aria-invalid={Boolean(errors.civilite)}
              aria-describedby={errors.civilite ? 'client-civilite-error' : undefined}
            >
              {(civilites.some((c) => c.value === values.civilite)
                ? civilites
                : [...civilites, { value: values.civilite, label: values.civilite }]
              ).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </Field>
          {text('nomSociete', t.form.nomSociete, { autoComplete: 'organization' })}
          {text('nom', t.form.nom, { autoComplete: 'family-name' })}
          {text('prenom', t.form.prenom, { autoComplete: 'given-name' })}
        </div>
      </fieldset>
      <fieldset className="clients-section">
        <legend>{t.form.sections.contact}</legend>
        <div className="clients-grid">
          {text('telPortable', t.form.telPortable, {
            type: 'tel',
            autoComplete: 'tel',
            hint: t.form.telPortableHint,
          })}
          {text('email', t.form.email, { type: 'email', autoComplete: 'email' })}
          {text('telFixe', t.form.telFixe, { type: 'tel' })}
          {text('telTravail', t.form.telTravail, { type: 'tel' })}
        </div>
      </fieldset>
      <fieldset className="clients-section">
        <legend>{t.form.sections.address}</legend>
        <ClientAddressField
          value={values.adresse}
          error={errors.adresse}
          onChange={(value) => setField('adresse', value)}
          onChoose={(line, cpVille) => {
            setField('adresse', line);
            setField('cpVille', cpVille);
          }}
        />
        <div className="clients-grid">
          {text('complementAdresse', t.form.complementAdresse)}
          {text('cpVille', t.form.cpVille, { autoComplete: 'off' })}
        </div>
      </fieldset>
      <fieldset className="clients-section">
        <legend>{t.form.sections.more}</legend>
        <div className="clients-grid">
          <Field
            id="client-dateNaissance"
            label={t.form.dateNaissance}
            error={errors.dateNaissance}
            className="clients-birth"
          >
            <div className="clients-birth-row">
              <DateInput
                id="client-dateNaissance"
                value={values.dateNaissance ?? ''}
                maxDate={today}
                onChange={(day) => setField('dateNaissance', day)}
                onClear={() => setField('dateNaissance', null)}
                error={errors.dateNaissance}
              />
              {age !== null && (
                <span className="clients-age" aria-live="polite">
                  {t.form.age(age)}
                </span>
              )}
            </div>
          </Field>
          <AccountField client={client} />
        </div>
        <Field id="client-infoComp" label={t.form.infoComp} error={errors.infoComp}>
          <InputTextarea
            id="client-infoComp"
            value={values.infoComp}
            maxLength={maxLength.infoComp}
            rows={4}
            autoResize
            onChange={(event) => setField('infoComp', event.target.value)}
            {...invalidProps('client-infoComp', errors.infoComp)}
          />
        </Field>
      </fieldset>
    </>
  );
}
