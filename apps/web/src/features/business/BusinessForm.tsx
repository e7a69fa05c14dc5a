import type { BusinessDetailsView, EstablishmentTypeList } from '@quickrdv/core';
import { Dropdown } from 'primereact/dropdown';
import type { FormEvent } from 'react';
import { TextField } from '../../ui/fields';
import { FormOutcome } from '../../ui/FormOutcome';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import { chosenAddressLine } from './address-choice';
import { AddressField } from './AddressField';
import { businessStrings as t } from './business.strings';
import { ProfileImageField } from './ProfileImageField';
import type { BusinessForm as Form, BusinessValues } from './use-business-form';

/** The business details: establishment, owner, address, contact, presentation and profile photo. */
export function BusinessForm({
  view,
  types,
  form,
  onSubmit,
}: {
  view: BusinessDetailsView;
  types: EstablishmentTypeList['types'];
  form: Form;
  onSubmit: () => void;
}) {
  const { values, errors, setField } = form;
  const text = (
    name: keyof BusinessValues,
    label: string,
    extra: { type?: 'email'; autoComplete?: string } = {},
  ) => ({
    id: `business-${name}`,
    name,
    label,
    value: values[name],
    onChange: (value: string) => setField(name, value),
    error: errors[name],
    ...extra,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const initials = (values.nomSociete || values.prenom).slice(0, 2).toUpperCase();

  return (
    <form id="business-form" className="business-form" noValidate onSubmit={submit}>
      <FormOutcome success={null} error={form.formError} />
      <div className="card business-section">
        <h2>{t.sections.business}</h2>
        <ProfileImageField
          imageUrl={view.imageUrl}
          pendingImage={form.pendingImage}
          initials={initials}
          onImage={form.setImage}
          error={errors.image}
        />
        <div className="field-row">
          <div className="field">
            <label htmlFor="business-establishmentTypeId">{t.establishmentType}</label>
            <Dropdown
              inputId="business-establishmentTypeId"
              value={values.establishmentTypeId || null}
              options={types}
              optionLabel="name"
              optionValue="id"
              placeholder={t.establishmentTypePlaceholder}
              onChange={(event) => setField('establishmentTypeId', String(event.value ?? ''))}
              invalid={Boolean(errors.establishmentTypeId)}
              aria-invalid={Boolean(errors.establishmentTypeId)}
              aria-describedby={errors.establishmentTypeId ? 'business-establishmentTypeId-error' : undefined}
            />
            {errors.establishmentTypeId && (
              <small id="business-establishmentTypeId-error" className="field-error">
                {errors.establishmentTypeId}
              </small>
            )}
          </div>
          <TextField
            {...text('nomSociete', t.nomSociete, { autoComplete: 'organization' })}
            disabled={view.nomSocieteLocked}
            hint={view.nomSocieteLocked ? t.nomSocieteLocked : undefined}
          />
        </div>
      </div>

      <div className="card business-section">
        <h2>{t.sections.owner}</h2>
        <div className="field-row field-row-3">
          <TextField {...text('prenom', t.prenom, { autoComplete: 'given-name' })} />
          <TextField {...text('nom', t.nom, { autoComplete: 'family-name' })} />
          <TextField {...text('profession', t.profession, { autoComplete: 'organization-title' })} />
        </div>
      </div>

      <div className="card business-section">
        <h2>{t.sections.address}</h2>
        <AddressField
          value={values.adresse}
          onChange={(value) => setField('adresse', value)}
          onChoose={(s) => {
            setField('adresse', chosenAddressLine(values.adresse, s));
            setField('codePostal', s.postcode);
            setField('ville', s.city);
          }}
          error={errors.adresse}
        />
        <div className="field-row field-row-postcode">
          <TextField {...text('codePostal', t.codePostal, { autoComplete: 'postal-code' })} />
          <TextField {...text('ville', t.ville, { autoComplete: 'address-level2' })} />
        </div>
      </div>

      <div className="card business-section">
        <h2>{t.sections.contact}</h2>
        <div className="field-row field-row-3">
          <TextField {...text('tel1', t.tel1, { autoComplete: 'tel' })} />
          <TextField {...text('tel2', t.tel2, { autoComplete: 'tel' })} />
          <TextField {...text('email', t.email, { type: 'email', autoComplete: 'email' })} />
        </div>
      </div>

      <div className="card business-section">
        <h2 id="business-presentation-label">{t.sections.presentation}</h2>
        <RichTextEditor
          id="business-presentation"
          label={t.presentation}
          value={values.presentation}
          onChange={(html) => setField('presentation', html)}
          invalid={Boolean(errors.presentation)}
          describedBy={errors.presentation ? 'business-presentation-error' : 'business-presentation-hint'}
          minRows={6}
        />
        {errors.presentation ? (
          <small id="business-presentation-error" className="field-error business-presentation-message">
            {errors.presentation}
          </small>
        ) : (
          <small id="business-presentation-hint" className="field-hint business-presentation-message">
            {t.presentationHint}
          </small>
        )}
      </div>
    </form>
  );
}
