import './questionnaires.css';
import {
  questionnaireMessages as m,
  type QuestionDto,
  type QuestionInput,
  type QuestionnaireDto,
} from '@quickrdv/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { useNotify } from '../../ui/toast';
import { servicesKey } from '../services/services.api';
import { QuestionForm, type QuestionErrors } from './QuestionForm';
import { QuestionnaireCard } from './QuestionnaireCard';
import { QuestionnaireForm, type QuestionnaireValues } from './QuestionnaireForm';
import * as api from './questionnaires.api';
import { questionnairesStrings as t } from './questionnaires.strings';

const TAB_QUESTIONNAIRE = 0;
const TAB_QUESTION = 1;

/** The questionnaire builder: add questionnaires (AQ1) and their questions (AQ2), attach them to services. */
export function QuestionnairesPage() {
  usePageTitle(t.pageTitle);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: api.questionnairesKey, queryFn: api.fetchQuestionnaires });
  const services = useQuery({
    queryKey: [...servicesKey, 'for-questionnaires'],
    queryFn: api.fetchServicesList,
  });
  const [tab, setTab] = useState(TAB_QUESTIONNAIRE);
  const [selected, setSelected] = useState<string | null>(null);
  const [editingList, setEditingList] = useState<QuestionnaireDto | null>(null);
  const [editingQuestion, setEditingQuestion] = useState<QuestionDto | null>(null);
  const [listError, setListError] = useState<string>();
  const [questionErrors, setQuestionErrors] = useState<QuestionErrors>({});
  // Remounts a form after a save, so it starts empty again.
  const [formKey, setFormKey] = useState(0);
  const questionnaires = list.data ?? [];

  const refresh = (q?: QuestionnaireDto) => {
    if (q)
      queryClient.setQueryData<QuestionnaireDto[]>(api.questionnairesKey, (old) =>
        old?.some((x) => x.id === q.id) ? old.map((x) => (x.id === q.id ? q : x)) : [...(old ?? []), q],
      );
    void queryClient.invalidateQueries({ queryKey: api.questionnairesKey });
  };

  const saveList = useMutation({
    mutationFn: (v: QuestionnaireValues) =>
      editingList ? api.updateQuestionnaire(editingList.id, v) : api.createQuestionnaire(v),
    onSuccess: (q) => {
      refresh(q);
      notify('success', t.questionnaireSaved);
      setListError(undefined);
      setFormKey((k) => k + 1);
      if (!editingList) {
        // AQ1 -> AQ2: the new questionnaire is ready for its first question.
        setSelected(q.id);
        setTab(TAB_QUESTION);
      }
      setEditingList(null);
    },
    onError: (e) => setListError(errorMessage(e)),
  });

  const saveQuestion = useMutation({
    mutationFn: (o: { questionnaireId: string; input: QuestionInput }) =>
      editingQuestion
        ? api.updateQuestion(editingQuestion.id, o.input)
        : api.addQuestion(o.questionnaireId, o.input),
    onSuccess: (q) => {
      refresh(q);
      notify('success', editingQuestion ? t.questionUpdated : t.questionSaved);
      setQuestionErrors({});
      setEditingQuestion(null);
      setFormKey((k) => k + 1);
    },
    onError: (e) => {
      const fields = e instanceof ApiError ? e.fields : {};
      setQuestionErrors({
        title: fields.title,
        options: fields.options,
        questionnaireId: fields.questionnaireId,
        form: fields.title || fields.options ? undefined : errorMessage(e),
      });
    },
  });

  const submitQuestion = (questionnaireId: string | null, input: QuestionInput) => {
    // The spec's two warnings, before any request.
    if (!questionnaires.length) return setQuestionErrors({ form: m.noQuestionnaire });
    if (!questionnaireId || !input.title.trim())
      return setQuestionErrors({
        form: m.questionIncomplete,
        questionnaireId: questionnaireId ? undefined : m.questionIncomplete,
      });
    saveQuestion.mutate({ questionnaireId, input });
  };

  const linkServices = useMutation({
    mutationFn: (o: { id: string; serviceIds: string[] }) => api.setQuestionnaireServices(o.id, o.serviceIds),
    onSuccess: () => {
      // A service moved from another questionnaire: every card is read again.
      refresh();
      notify('success', t.servicesSaved);
    },
    onError: (e) => {
      refresh();
      notify('error', errorMessage(e));
    },
  });

  const remove = useMutation({
    mutationFn: api.deleteQuestionnaire,
    onSuccess: () => {
      refresh();
      notify('success', t.deleted);
    },
    onError: (e) => notify('error', errorMessage(e)),
  });
  const removeQuestion = useMutation({
    mutationFn: api.deleteQuestion,
    onSuccess: (q) => {
      refresh(q);
      notify('success', t.questionDeleted);
    },
    onError: (e) => notify('error', errorMessage(e)),
  });

  const confirm = (header: string, message: string, accept: () => void) =>
    confirmDialog({
      header,
      message,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t.yesDelete,
      rejectLabel: t.no,
      acceptClassName: 'p-button-danger',
      rejectClassName: 'p-button-outlined p-button-secondary',
      defaultFocus: 'reject',
      accept,
    });

  const cancelEdits = () => {
    setEditingList(null);
    setEditingQuestion(null);
    setQuestionErrors({});
    setListError(undefined);
    setFormKey((k) => k + 1);
  };

  if (list.isPending) return <Loader />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;

  return (
    <section className="qn-page">
      <header className="page-header">
        <h1 className="page-title">{t.title}</h1>
      </header>
      <ConfirmDialog breakpoints={{ '640px': '92vw' }} style={{ width: '30rem' }} />
      <p className="qn-intro">{t.intro}</p>
      <div className="card qn-builder">
        <TabView
          activeIndex={tab}
          onTabChange={(e) => {
            setTab(e.index);
            cancelEdits();
          }}
        >
          <TabPanel header={editingList ? t.tabEditQuestionnaire : t.tabQuestionnaire}>
            <QuestionnaireForm
              key={`l${formKey}-${editingList?.id ?? ''}`}
              editing={editingList}
              busy={saveList.isPending}
              error={listError}
              onSubmit={(v) => saveList.mutate(v)}
              onCancel={cancelEdits}
            />
          </TabPanel>
          <TabPanel header={editingQuestion ? t.tabEditQuestion : t.tabQuestion}>
            <QuestionForm
              key={`q${formKey}-${editingQuestion?.id ?? ''}`}
              questionnaires={questionnaires}
              questionnaireId={selected}
              editing={editingQuestion}
              busy={saveQuestion.isPending}
              errors={questionErrors}
              onQuestionnaire={(id) => {
                setSelected(id);
                setQuestionErrors({});
              }}
              onSubmit={submitQuestion}
              onCancel={cancelEdits}
            />
          </TabPanel>
        </TabView>
      </div>
      {questionnaires.length === 0 ? (
        <p className="qn-empty">{t.empty}</p>
      ) : (
        <div className="qn-list">
          {questionnaires.map((q) => (
            <QuestionnaireCard
              key={q.id}
              questionnaire={q}
              services={services.data ?? []}
              savingServices={linkServices.isPending}
              onServices={(serviceIds) => linkServices.mutate({ id: q.id, serviceIds })}
              onEdit={() => {
                setEditingList(q);
                setTab(TAB_QUESTIONNAIRE);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              onDelete={() =>
                confirm(t.confirmDeleteHeader, t.confirmDeleteMessage(q.title), () => remove.mutate(q.id))
              }
              onEditQuestion={(question) => {
                setSelected(q.id);
                setEditingQuestion(question);
                setQuestionErrors({});
                setTab(TAB_QUESTION);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              onDeleteQuestion={(question) =>
                confirm(t.confirmDeleteQuestion, t.confirmDeleteQuestionMessage, () =>
                  removeQuestion.mutate(question.id),
                )
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
