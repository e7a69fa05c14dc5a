import './clients-picker.css';
import type { ClientDto } from '@quickrdv/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useRef, useState } from 'react';
import { AddClientDialog } from './AddClientDialog';
import { clientLabel, fetchClient, searchClients } from './clients-picker.api';
import { clientsPickerStrings as t } from './clients-picker.strings';

const SEARCH_DELAY_MS = 250;

interface Option {
  label: string;
  value: string;
  client: ClientDto;
  /** What the dropdown's own filter compares: the typed text itself, since the server did the searching. */
  search: string;
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

/** The search 'NOM Prénom' (the filter's order) as the new client's names: the first word is the nom. */
export function namesOf(typed: string): { nom: string; prenom: string } {
  const [nom = '', ...rest] = typed.trim().split(/\s+/);
  return { nom, prenom: rest.join(' ') };
}

/**
 * The professional's clients, searched by the server as one types (a book of thousands of clients is
 * never loaded whole), with a button adding a new one (who is then chosen).
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
  /** The chosen client's id, with the client itself when the picker has it (its contact details). */
  onChange: (clientId: string, client: ClientDto | null) => void;
  error?: string | undefined;
}) {
  // Adding a client: from the button (blank), or from a search that found nobody ('Ajouter ce client').
  const [adding, setAdding] = useState<{ name?: { nom: string; prenom: string } } | null>(null);
  const dropdown = useRef<Dropdown>(null);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<ClientDto | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: ['clients', 'picker', q],
    queryFn: () => searchClients(q),
    placeholderData: keepPreviousData,
  });
  const results = found.data?.clients ?? [];
  // The chosen client stays an option (for its label) whatever the current search lists.
  const known = chosen?.id === value ? chosen : (results.find((c) => c.id === value) ?? null);
  const missing = useQuery({
    queryKey: ['clients', 'picker-chosen', value],
    queryFn: () => fetchClient(value),
    enabled: Boolean(value) && !known && !found.isPending,
  });
  const selected = known ?? missing.data ?? null;
  const clients = selected && !results.some((c) => c.id === selected.id) ? [selected, ...results] : results;
  const searching = found.isPlaceholderData || typed.trim() !== q;
  const noMatch = (
    <div className="client-picker-no-match">
      <span>{t.emptyFilter}</span>
      <Button
        type="button"
        label={t.addThis}
        icon="pi pi-user-plus"
        size="small"
        text
        onClick={() => {
          const name = namesOf(typed);
          dropdown.current?.hide();
          setAdding({ name });
        }}
      />
    </div>
  );
  const options: Option[] = clients.map((c) => ({
    label: clientLabel(c),
    value: c.id,
    client: c,
    search: typed,
  }));
  return (
    <div className="client-picker">
      <Dropdown
        ref={dropdown}
        inputId={id}
        value={value || null}
        options={options}
        optionLabel="label"
        optionValue="value"
        placeholder={t.placeholder}
        filter
        filterBy="search"
        onFilter={(event) => setTyped(event.filter)}
        onHide={() => setTyped('')}
        filterPlaceholder={t.filter}
        filterInputAutoFocus
        resetFilterOnHide
        emptyMessage={t.empty}
        emptyFilterMessage={searching ? t.searching : noMatch}
        itemTemplate={(option: Option) => <OptionLine option={option} />}
        loading={found.isPending}
        onChange={(event) => {
          const next = String(event.value ?? '');
          const client = options.find((o) => o.value === next)?.client ?? null;
          setChosen(client);
          onChange(next, client);
        }}
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
        onClick={() => setAdding({})}
      />
      {adding && (
        <AddClientDialog
          name={adding.name}
          onClose={() => setAdding(null)}
          onCreated={(client) => {
            setAdding(null);
            setChosen(client);
            onChange(client.id, client);
          }}
        />
      )}
    </div>
  );
}
