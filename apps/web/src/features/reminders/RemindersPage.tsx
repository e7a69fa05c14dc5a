import { MAX_REMINDERS, type ReminderRule } from '@quickrdv/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { useNotify } from '../../ui/toast';
import { fetchReminderDefaults, reminderDefaultsKey, saveReminderDefaults } from './reminders.api';
import { ReminderRulesEditor } from './ReminderRulesEditor';
import { remindersStrings as t } from './reminders.strings';

/** {base}/rappels: the salon's default reminders, up to three. */
export function RemindersPage() {
  usePageTitle(t.pageTitle);
  const query = useQuery({ queryKey: reminderDefaultsKey, queryFn: fetchReminderDefaults });
  if (query.isPending) return <Loader />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <RemindersForm saved={query.data} />;
}

function RemindersForm({ saved }: { saved: ReminderRule[] }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [rules, setRules] = useState(saved);
  const dirty = JSON.stringify(rules) !== JSON.stringify(saved);
  useUnsavedChanges(dirty);
  const save = useMutation({
    mutationFn: saveReminderDefaults,
    onSuccess: (next) => {
      queryClient.setQueryData(reminderDefaultsKey, next);
      setRules(next);
      notify('success', t.saved);
    },
    onError: (e) => notify('error', errorMessage(e)),
  });
  return (
    <section className="rm-page">
      <header className="page-header">
        <h1 className="page-title">{t.title}</h1>
      </header>
      <p className="rm-intro">{t.intro}</p>
      <form
        className="card rm-card"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(rules);
        }}
      >
        {rules.length === 0 && <p className="rm-none">{t.none}</p>}
        <ReminderRulesEditor
          idPrefix="rm-default"
          rules={rules}
          max={MAX_REMINDERS}
          disabled={save.isPending}
          onChange={setRules}
        />
        <p className="field-hint">{t.note}</p>
        <div className="rm-actions">
          <Button
            type="submit"
            label={t.save}
            icon="pi pi-check"
            loading={save.isPending}
            disabled={!dirty}
          />
        </div>
      </form>
    </section>
  );
}
