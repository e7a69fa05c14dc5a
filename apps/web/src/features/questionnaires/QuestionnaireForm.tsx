import type { QuestionnaireDto } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { ColorSetting } from '../services/ColorSetting';
import { COLOR_PRESETS } from '../services/services.strings';
import { questionnairesStrings as t } from './questionnaires.strings';

export interface QuestionnaireValues {
  title: string;
  color: string;
}

/** AQ1: a questionnaire's title and colour (new, or the one being edited). */
export function QuestionnaireForm(p: {
  editing: QuestionnaireDto | null;
  busy: boolean;
  error: string | undefined;
  onSubmit: (values: QuestionnaireValues) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(p.editing?.title ?? '');
  const [color, setColor] = useState(p.editing?.color ?? COLOR_PRESETS[0]!.hex);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The spec: a blank title does nothing.
    if (!title.trim()) return;
    p.onSubmit({ title: title.trim(), color });
  };
  return (
    <form className="qn-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="qn-title">{t.questionnaireTitle}</label>
        <InputText
          id="qn-title"
          value={title}
          maxLength={120}
          placeholder={t.questionnaireTitlePlaceholder}
          onChange={(e) => setTitle(e.target.value)}
          invalid={Boolean(p.error)}
          aria-describedby={p.error ? 'qn-title-error' : undefined}
        />
        {p.error && (
          <small id="qn-title-error" className="field-error">
            {p.error}
          </small>
        )}
      </div>
      <div className="field">
        <span className="field-label">{t.color}</span>
        <ColorSetting idPrefix="qn" value={color} onChange={(c) => setColor(c ?? color)} />
      </div>
      <div className="qn-actions">
        {p.editing && (
          <Button type="button" label={t.cancelEdit} className="p-button-text" onClick={p.onCancel} />
        )}
        <Button
          type="submit"
          label={p.editing ? t.saveQuestionnaire : t.addQuestionnaire}
          icon={p.editing ? 'pi pi-check' : 'pi pi-plus'}
          loading={p.busy}
          disabled={!title.trim()}
        />
      </div>
    </form>
  );
}
