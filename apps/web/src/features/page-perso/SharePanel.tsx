import { SelectButton } from 'primereact/selectbutton';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CopyField } from '../widget-preview/CopyField';
import { EmbeddedWidget } from '../widget-preview/EmbeddedWidget';
import { widgetSnippet } from '../widget-preview/widget-snippet';
import { QrPreview } from './QrPreview';
import { pagePersoStrings as t } from './page-perso.strings';

type Mode = 'qr' | 'widget';
const MODES: { value: Mode; label: string }[] = [
  { value: 'qr', label: t.modes.qr },
  { value: 'widget', label: t.modes.widget },
];

/**
 * The right-hand panel: the booking frame a QR code opens (QR mode), or the widget's code and preview.
 * `?vue=qr` or `?vue=widget` (the assistant's links) chooses the view and brings the panel on screen.
 */
export function SharePanel({ slug }: { slug: string }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('vue');
  const mode: Mode = asked === 'widget' ? 'widget' : 'qr';
  const setMode = (value: Mode) => setParams({ vue: value }, { replace: true });
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (asked) panel.current?.scrollIntoView({ block: 'start' });
  }, [asked]);
  return (
    <aside ref={panel} className="mp-panel card" aria-label={t.panelLabel}>
      <SelectButton
        className="mp-modes"
        value={mode}
        options={MODES}
        allowEmpty={false}
        onChange={(e) => setMode(e.value as Mode)}
        aria-label={t.modeLabel}
      />
      {mode === 'qr' ? <QrPreview slug={slug} /> : <WidgetMode slug={slug} />}
    </aside>
  );
}

function WidgetMode({ slug }: { slug: string }) {
  return (
    <section className="mp-mode">
      <h2>{t.widget.title}</h2>
      <p>{t.widget.text}</p>
      <CopyField label={t.widget.code} value={widgetSnippet(window.location.origin, slug)} />
      <div className="mp-widget" role="group" aria-label={t.widget.previewLabel}>
        <EmbeddedWidget slug={slug} />
      </div>
    </section>
  );
}
