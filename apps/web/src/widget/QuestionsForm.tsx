import { answerField, type BookingAnswers, type PublicProfile } from '@quickrdv/core';
import { Fragment } from 'react';
import { T } from './texts';

export type PublicQuestionnaire = PublicProfile['questionnaires'][number];
export type AnswerErrors = Record<string, string>;

/** The answers a visitor still owes: the required questions left blank ('answers.<id>' -> message). */
export function missingAnswers(questionnaires: PublicQuestionnaire[], answers: BookingAnswers): AnswerErrors {
  const errors: AnswerErrors = {};
  for (const q of questionnaires.flatMap((x) => x.questions)) {
    const a = answers[q.id];
    const given = Array.isArray(a) ? a.length > 0 : Boolean(a?.trim());
    if (q.required && !given) errors[answerField(q.id)] = T.answerRequired;
  }
  return errors;
}

/**
 * The questionnaires of the chosen services, asked once the slot is chosen: a text box, radio buttons
 * (one choice) or checkboxes (several). A question marked 'new line' starts a row of its own.
 */
export function QuestionsForm(p: {
  id: string;
  questionnaires: PublicQuestionnaire[];
  answers: BookingAnswers;
  errors: AnswerErrors;
  onChange: (answers: BookingAnswers) => void;
  onSubmit: () => void;
}) {
  const set = (id: string, value: string | string[]) => p.onChange({ ...p.answers, [id]: value });
  return (
    <form
      id={p.id}
      className="w-form w-questions"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      {p.questionnaires.map((qn) => (
        <fieldset
          key={qn.id}
          className="w-questionnaire"
          style={{ '--qn': `#${qn.color}` } as React.CSSProperties}
        >
          <legend className="w-section-label">{qn.title}</legend>
          <div className="w-question-grid">
            {qn.questions.map((q) => {
              const error = p.errors[answerField(q.id)];
              const inputId = `w-q-${q.id}`;
              const descId = `${inputId}-desc`;
              const errorId = `${inputId}-error`;
              const describedBy = [q.description ? descId : '', error ? errorId : '']
                .filter(Boolean)
                .join(' ');
              const value = p.answers[q.id];
              const chosen = Array.isArray(value) ? value : value ? [value] : [];
              const label = (
                <>
                  {q.title}
                  {q.required ? (
                    <span className="w-required"> *</span>
                  ) : (
                    <span className="w-muted"> {T.optional}</span>
                  )}
                </>
              );
              const extra = (
                <>
                  {q.description && (
                    <p id={descId} className="w-hint">
                      {q.description}
                    </p>
                  )}
                  {/* Sanitised by the server when the salon saved it. */}
                  {q.richDescription && (
                    <div className="w-rich" dangerouslySetInnerHTML={{ __html: q.richDescription }} />
                  )}
                </>
              );
              return (
                <Fragment key={q.id}>
                  {q.newLine && <span className="w-question-break" aria-hidden="true" />}
                  {q.type === 'text' ? (
                    <div className={`w-field w-question ${error ? 'has-error' : ''}`}>
                      <label htmlFor={inputId}>{label}</label>
                      {extra}
                      <textarea
                        id={inputId}
                        rows={2}
                        maxLength={1000}
                        value={typeof value === 'string' ? value : ''}
                        aria-invalid={error ? true : undefined}
                        aria-required={q.required || undefined}
                        aria-describedby={describedBy || undefined}
                        onChange={(e) => set(q.id, e.target.value)}
                      />
                      {error && (
                        <p id={errorId} className="w-field-error">
                          {error}
                        </p>
                      )}
                    </div>
                  ) : (
                    <fieldset
                      className={`w-field w-question ${error ? 'has-error' : ''}`}
                      aria-describedby={describedBy || undefined}
                      aria-invalid={error ? true : undefined}
                    >
                      <legend>{label}</legend>
                      {extra}
                      {q.options.map((option) => (
                        <label key={option} className="w-checkbox">
                          <input
                            type={q.type === 'single' ? 'radio' : 'checkbox'}
                            name={inputId}
                            checked={chosen.includes(option)}
                            onChange={(e) =>
                              q.type === 'single'
                                ? set(q.id, option)
                                : set(
                                    q.id,
                                    e.target.checked
                                      ? [...chosen, option]
                                      : chosen.filter((c) => c !== option),
                                  )
                            }
                          />
                          <span
                            className={`w-check ${q.type === 'single' ? 'w-check-round' : ''}`}
                            aria-hidden="true"
                          />
                          <span>{option}</span>
                        </label>
                      ))}
                      {error && (
                        <p id={errorId} className="w-field-error">
                          {error}
                        </p>
                      )}
                    </fieldset>
                  )}
                </Fragment>
              );
            })}
          </div>
        </fieldset>
      ))}
    </form>
  );
}
