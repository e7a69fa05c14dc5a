import { formatLongDateFr, type ClientDetailDto, type ClientListDto } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useRef, useState } from 'react';
import { api } from '../../../lib/api-client';
import { calendarStrings as t } from '../calendar.strings';

const SEARCH_DELAY_MS = 250;

const searchClients = (q: string) => api.get<ClientListDto>(`/clients?q=${encodeURIComponent(q)}&limit=8`);
const fetchClient = (id: string) => api.get<ClientDetailDto>(`/clients/${encodeURIComponent(id)}`);

/**
 * 'Rechercher un client' above the calendar: name, phone or e-mail (searched by the server), then the
 * client's appointments, newest first; picking one opens the calendar on its day.
 */
export function ClientSearch({ onGoToDay }: { onGoToDay: (day: string) => void }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [clientId, setClientId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // A click elsewhere closes the results.
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);
  const clients = useQuery({
    queryKey: ['clients', 'calendar-search', query],
    queryFn: () => searchClients(query),
    enabled: query.length >= 2 && clientId === null,
  });
  const client = useQuery({
    queryKey: ['clients', 'calendar-search-detail', clientId],
    queryFn: () => fetchClient(clientId!),
    enabled: clientId !== null,
  });

  const results = () => {
    if (clientId !== null) {
      if (!client.data) return <li className="cal-search-note">{t.search.loading}</li>;
      if (!client.data.appointments.length)
        return <li className="cal-search-note">{t.search.noAppointment}</li>;
      return client.data.appointments.map((a) => (
        <li key={a.id}>
          <button
            type="button"
            className="cal-search-item"
            onClick={() => {
              setOpen(false);
              onGoToDay(a.day);
            }}
          >
            <strong>{formatLongDateFr(a.day)}</strong>
            <span>
              {a.start} – {a.end}
              {a.services ? ` · ${a.services}` : ''}
            </span>
          </button>
        </li>
      ));
    }
    if (query.length < 2) return <li className="cal-search-note">{t.search.hint}</li>;
    if (!clients.data) return <li className="cal-search-note">{t.search.loading}</li>;
    if (!clients.data.clients.length) return <li className="cal-search-note">{t.search.none}</li>;
    return clients.data.clients.map((c) => (
      <li key={c.id}>
        <button type="button" className="cal-search-item" onClick={() => setClientId(c.id)}>
          <strong>
            {c.nom} {c.prenom}
          </strong>
          <span>{[c.telPortable, c.email].filter(Boolean).join(' · ') || t.search.noContact}</span>
        </button>
      </li>
    ));
  };

  return (
    <div className="cal-search" ref={box}>
      <span className="cal-search-field">
        <i className="pi pi-search" aria-hidden="true" />
        <InputText
          type="search"
          value={text}
          placeholder={t.search.placeholder}
          aria-label={t.search.label}
          aria-controls={listId}
          aria-expanded={open}
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setText(event.target.value);
            setClientId(null);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        />
      </span>
      {open && (
        <div className="cal-search-results card">
          {clientId !== null && client.data && (
            <div className="cal-search-head">
              <button type="button" className="cal-search-back" onClick={() => setClientId(null)}>
                <i className="pi pi-arrow-left" aria-hidden="true" /> {t.search.back}
              </button>
              <strong>{t.search.appointmentsOf(`${client.data.nom} ${client.data.prenom}`.trim())}</strong>
            </div>
          )}
          <ul id={listId} aria-label={t.search.label}>
            {results()}
          </ul>
        </div>
      )}
    </div>
  );
}
