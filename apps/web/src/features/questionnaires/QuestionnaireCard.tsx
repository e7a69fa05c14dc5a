import {
  QUESTION_TYPE_LABELS,
  type QuestionDto,
  type QuestionnaireDto,
  type ServiceView,
} from '@quickrdv/core';
import { Button } from 'primereact/button';
import { MultiSelect } from 'primereact/multiselect';
import { useState } from 'react';
import { questionnairesStrings as t } from './questionnaires.strings';

/** One questionnaire: its questions, the services that ask it, and its actions. */
export function QuestionnaireCard(p: {
  questionnaire: QuestionnaireDto;
  services: ServiceView[];
  savingServices: boolean;
  onServices: (ids: string[]) => void;
  onEdit: () => void;
  onDelete: () => void;
  onEditQuestion: (q: QuestionDto) => void;
  onDeleteQuestion: (q: QuestionDto) => void;
}) {
  const q = p.questionnaire;
  const servicesId = `qn-services-${q.id}`;
  return (
    <article className="card qn-card" style={{ '--qn-color': `#${q.color}` } as React.CSSProperties}>
      <header className="qn-card-head">
        <h2 className="qn-card-title">{q.title}</h2>
        <span className="qn-count">{t.questionsCount(q.questions.length)}</span>
        <span className="qn-card-actions">
          <Button
            type="button"
            icon="pi pi-pencil"
            className="p-button-text p-button-secondary"
            aria-label={`${t.edit} ${q.title}`}
            title={t.edit}
            onClick={p.onEdit}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            className="p-button-text p-button-danger"
            aria-label={`${t.deleteQuestionnaire} ${q.title}`}
            title={t.deleteQuestionnaire}
            onClick={p.onDelete}
          />
        </span>
      </header>
      {q.questions.length ? (
        <ol className="qn-questions">
          {q.questions.map((question) => (
            <li
              key={question.id}
              className={question.newLine ? 'qn-question qn-question-newline' : 'qn-question'}
            >
              <div className="qn-question-main">
                <span className="qn-question-title">{question.title}</span>
                <span className="qn-meta">
                  {QUESTION_TYPE_LABELS[question.type]}
                  {question.options.length > 0 && ` : ${question.options.join(' · ')}`}
                </span>
                {question.description && <span className="qn-meta">{question.description}</span>}
              </div>
              {question.required && <span className="qn-tag">{t.requiredTag}</span>}
              <Button
                type="button"
                icon="pi pi-pencil"
                className="p-button-text p-button-secondary p-button-sm"
                aria-label={t.editQuestion(question.title)}
                onClick={() => p.onEditQuestion(question)}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                className="p-button-text p-button-danger p-button-sm"
                aria-label={t.deleteQuestion(question.title)}
                onClick={() => p.onDeleteQuestion(question)}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="qn-meta">{t.noQuestions}</p>
      )}
      <div className="field qn-services">
        <label htmlFor={servicesId}>{t.services}</label>
        {/* Keyed by what is saved: a save (here or moving a service elsewhere) starts it afresh. */}
        <ServicesChoice
          key={q.serviceIds.join(',')}
          id={servicesId}
          saved={q.serviceIds}
          services={p.services}
          disabled={p.savingServices}
          onSave={p.onServices}
        />
        <small id={`${servicesId}-hint`} className="field-hint">
          {t.servicesHint}
        </small>
      </div>
    </article>
  );
}

/** The services asking the questionnaire: ticked in the open list, saved once when it closes. */
function ServicesChoice(p: {
  id: string;
  saved: string[];
  services: ServiceView[];
  disabled: boolean;
  onSave: (ids: string[]) => void;
}) {
  const [chosen, setChosen] = useState(p.saved);
  return (
    <MultiSelect
      inputId={p.id}
      value={chosen}
      options={p.services.map((s) => ({ label: s.name, value: s.id }))}
      placeholder={t.servicesPlaceholder}
      display="chip"
      filter={p.services.length > 8}
      disabled={p.disabled}
      onChange={(e) => setChosen(e.value as string[])}
      onHide={() => {
        if (chosen.join(',') !== p.saved.join(',')) p.onSave(chosen);
      }}
      aria-describedby={`${p.id}-hint`}
    />
  );
}
