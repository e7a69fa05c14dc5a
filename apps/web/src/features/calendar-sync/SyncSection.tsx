import type { ReactNode } from 'react';

/** One part of the synchronisation panel: an icon and a title, an optional explanation, then its content. */
export function SyncSection(p: {
  id: string;
  icon: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="sync-section" aria-labelledby={`${p.id}-title`}>
      <h3 id={`${p.id}-title`} className="sync-section-title">
        <i className={p.icon} aria-hidden="true" /> {p.title}
      </h3>
      {p.hint && <p className="sync-hint">{p.hint}</p>}
      {p.children}
    </section>
  );
}
