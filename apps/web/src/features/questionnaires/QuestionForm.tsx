import {
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionDto,
  type QuestionInput,
  type QuestionnaireDto,
  type QuestionType,
} from '@quickrdv/core';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { useState, type FormEvent } from 'react';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import { questionnairesStrings as t } from './questionnaires.strings';

export type QuestionErrors = Partial<Record<'questionnaireId' | 'title' | 'options' | 'form', string>>;

/**
 * AQ2: a question of a questionnaire: its text, a short and a rich description, its type, the options of
 * a choice (blank ones ignored), whether it must be answered and whether it starts a new line.
 */
export function QuestionForm(p: {
  questionnaires: QuestionnaireDto[];
  questionnaireId: string | null;
  editing: QuestionDto | null;
  busy: boolean;
  errors: QuestionErrors;
  onQuestionnaire: (id: string | null) => void;
  onSubmit: (questionnaireId: string | null, input: QuestionInput) => void;
  onCancel: () => void;
}) {
  const e = p.editing;
  const [title, setTitle] = useState(e?.title ?? '');
  const [description, setDescription] = useState(e?.description ?? '');
  const [rich, setRich] = useState(e?.richDescription ?? '');
  const [type, setType] = useState<QuestionType>(e?.type ?? 'text');
  const [options, setOptions] = useState<string[]>(e?.options.length ? e.options : ['', '']);
  const [required, setRequired] = useState(e?.required ?? false);
  const [newLine, setNewLine] = useState(e?.newLine ?? false);
  const choice = type !== 'text';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    p.onSubmit(p.questionnaireId, {
      title,
      description,
      richDescription: rich,
      type,
      options: choice ? options : [],
      required,
      newLine,
    });
  };

  return (
    <form className="qn-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="qn-questionnaire">{t.questionnaire}</label>
        <Dropdown
          inputId="qn-questionnaire"
          value={p.questionnaireId}
          options={p.questionnaires.map((q) => ({ label: q.title, value: q.id }))}
          placeholder={t.questionnairePlaceholder}
          disabled={Boolean(e)}
          onChange={(ev) => p.onQuestionnaire(ev.value as string)}
          invalid={Boolean(p.errors.questionnaireId)}
        />
      </div>
      <div className="field">
        <label htmlFor="qn-question">{t.question}</label>
        <InputText
          id="qn-question"
          value={title}
          maxLength={255}
          placeholder={t.questionPlaceholder}
          onChange={(ev) => setTitle(ev.target.value)}
          invalid={Boolean(p.errors.title)}
        />
        {p.errors.title && <small className="field-error">{p.errors.title}</small>}
      </div>
      <div className="field">
        <label htmlFor="qn-description">{t.description}</label>
        <InputText
          id="qn-description"
          value={description}
          maxLength={1000}
          placeholder={t.descriptionPlaceholder}
          onChange={(ev) => setDescription(ev.target.value)}
        />
      </div>
      <div className="field">
        <span className="qn-label" id="qn-rich-label">
          {t.richDescription}
        </span>
        <RichTextEditor id="qn-rich" label={t.richDescription} value={rich} onChange={setRich} minRows={3} />
      </div>
      <fieldset className="field qn-types">
        <legend>{t.type}</legend>
        {QUESTION_TYPES.map((value) => (
          <span key={value} className="qn-type">
            <RadioButton
              inputId={`qn-type-${value}`}
              name="qn-type"
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
            />
            <label htmlFor={`qn-type-${value}`}>{QUESTION_TYPE_LABELS[value]}</label>
          </span>
        ))}
      </fieldset>
      {choice && (
        <fieldset className="field qn-options">
          <legend>{t.options}</legend>
          {options.map((option, i) => (
            <div key={i} className="qn-option">
              <InputText
                value={option}
                maxLength={120}
                aria-label={t.optionPlaceholder(i + 1)}
                placeholder={t.optionPlaceholder(i + 1)}
                onChange={(ev) => setOptions(options.map((o, j) => (j === i ? ev.target.value : o)))}
              />
              <Button
                type="button"
                icon="pi pi-times"
                className="p-button-text p-button-secondary"
                aria-label={t.removeOption(i + 1)}
                disabled={options.length <= 2}
                onClick={() => setOptions(options.filter((_, j) => j !== i))}
              />
            </div>
          ))}
          <Button
            type="button"
            icon="pi pi-plus"
            label={t.addOption}
            className="p-button-text"
            disabled={options.length >= 20}
            onClick={() => setOptions([...options, ''])}
          />
          {p.errors.options && <small className="field-error">{p.errors.options}</small>}
        </fieldset>
      )}
      <div className="qn-checks">
        <span className="qn-check">
          <Checkbox
            inputId="qn-required"
            checked={required}
            onChange={(ev) => setRequired(Boolean(ev.checked))}
          />
          <label htmlFor="qn-required">{t.required}</label>
        </span>
        <span className="qn-check">
          <Checkbox
            inputId="qn-newline"
            checked={newLine}
            onChange={(ev) => setNewLine(Boolean(ev.checked))}
          />
          <label htmlFor="qn-newline">{t.newLine}</label>
        </span>
      </div>
      {p.errors.form && (
        <p className="notice notice-warn" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          {p.errors.form}
        </p>
      )}
      <div className="qn-actions">
        {e && <Button type="button" label={t.cancelEdit} className="p-button-text" onClick={p.onCancel} />}
        <Button
          type="submit"
          label={e ? t.saveQuestion : t.addQuestion}
          icon={e ? 'pi pi-check' : 'pi pi-plus'}
          loading={p.busy}
        />
      </div>
    </form>
  );
}
