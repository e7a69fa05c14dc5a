import './clients-picker.css';
import type { ClientDto } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { AddClientDialog } from './AddClientDialog';
import { clientLabel, clientsKey, fetchClients } from './clients-picker.api';
import { clientsPickerStrings as t } from './clients-picker.strings';

interface Option {
  label: string;
  value: string;
  client: ClientDto;
}

function OptionLine({ option }: { option: Option }) {
  const contact = option.client.telPortable || option.client.email;
  return (
    <span className="client-option">
      <span className="client-option-name">{option.label}</span>
      {contact && <span className="client-option-contact">{contact}</span>}
    </span>
  );
}

/**
 * The professional's clients, searchable by name, with a button adding a new one (who is then chosen).
 * `id` is the input's id, for the label; `error` shows the field's message.
 */
export function ClientPicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (clientId: string) => void;
  error?: string | undefined;
}) {
  const [adding, setAdding] = useState(false);
  const clients = useQuery({ queryKey: clientsKey, queryFn: fetchClients });
  const options: Option[] = (clients.data?.clients ?? []).map((c) => ({
    label: clientLabel(c),
    value: c.id,
    client: c,
  }));
  return (
    <div className="client-picker">
      <Dropdown
        inputId={id}
        value={value || null}
        options={options}
        optionLabel="label"
        optionValue="value"
        placeholder={t.placeholder}
        filter
        filterBy="label"
        filterPlaceholder={t.filter}
        filterInputAutoFocus
        resetFilterOnHide
        emptyMessage={t.empty}
        emptyFilterMessage={t.emptyFilter}
        itemTemplate={(option: Option) => <OptionLine option={option} />}
        loading={clients.isPending}
        onChange={(event) => onChange(String(event.value ?? ''))}
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="client-picker-dropdown"
      />
      <Button
        type="button"
        icon="pi pi-user-plus"
        outlined
        aria-label={t.add}
        title={t.add}
        onClick={() => setAdding(true)}
      />
      {adding && (
        <AddClientDialog
          onClose={() => setAdding(false)}
          onCreated={(client) => {
            setAdding(false);
            onChange(client.id);
          }}
        />
      )}
    </div>
  );
}
