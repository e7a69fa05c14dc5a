import { PAGE_THEME_NAMES, PAGE_THEMES, type PageLayout, type PendingChanges } from '@quickrdv/core';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { Button } from 'primereact/button';
import { ImageSetting } from './ImageSetting';
import { pageEditorStrings as t } from './page-editor.strings';
import { WidgetsPanel } from './WidgetsPanel';

type Change = <K extends keyof PageLayout>(key: K, value: PageLayout[K]) => void;

function ColorField(p: { id: string; label: string; value: string; onChange: (hex: string) => void }) {
  return (
    <div className="me-color">
      <label htmlFor={p.id}>{p.label}</label>
      <input
        id={p.id}
        type="color"
        value={p.value.toLowerCase()}
        onChange={(e) => p.onChange(e.target.value)}
      />
      <code>{p.value.toUpperCase()}</code>
    </div>
  );
}

/**
 * 'Personnaliser la page' (245 px): 'Fond' (colour, picture, logo), 'Widgets' (show or hide each block but
 * the company one, and colour its header), 'Thèmes' (the four looks, the widgets' colour, Thème Design's line colour), then
 * 'Réinitialiser', 'Voir ma page' and 'Enregistrer'. Every choice is a pending change until saved.
 */
export function EditorSidebar(p: {
  layout: PageLayout;
  pending: PendingChanges;
  slug: string;
  saving: boolean;
  onChange: Change;
  onReset: () => void;
  onSave: () => void;
  onClose: () => void;
}) {
  const { layout, onChange } = p;
  const count = Object.keys(p.pending).length;
  return (
    <aside className="me-sidebar" aria-label={t.sidebarTitle}>
      <header className="me-sidebar-head">
        <h2>{t.sidebarTitle}</h2>
        <Button
          type="button"
          icon="pi pi-times"
          text
          rounded
          severity="secondary"
          aria-label={t.closeSidebar}
          onClick={p.onClose}
        />
      </header>
      <Accordion multiple activeIndex={[0]} className="me-accordion">
        <AccordionTab header={t.background}>
          <ColorField
            id="me-bg"
            label={t.backgroundColor}
            value={layout.backgroundColor}
            onChange={(v) => onChange('backgroundColor', v)}
          />
          <ImageSetting
            id="me-bg-image"
            kind="background"
            label={t.backgroundImage}
            url={layout.backgroundImageUrl}
            onChange={(v) => onChange('backgroundImageUrl', v)}
          />
          <ImageSetting
            id="me-logo"
            kind="logo"
            label={t.logo}
            url={layout.logoUrl}
            onChange={(v) => onChange('logoUrl', v)}
          />
        </AccordionTab>
        <AccordionTab header={t.widgets}>
          <WidgetsPanel layout={layout} onChange={onChange} />
        </AccordionTab>
        <AccordionTab header={t.themes}>
          <div className="me-themes" role="radiogroup" aria-label={t.themes}>
            {PAGE_THEMES.map((theme) => (
              <button
                key={theme}
                type="button"
                role="radio"
                aria-checked={layout.theme === theme}
                className={`me-theme me-theme-${theme}`}
                onClick={() => onChange('theme', theme)}
              >
                <span className="me-theme-swatch" aria-hidden="true" />
                {PAGE_THEME_NAMES[theme]}
              </button>
            ))}
          </div>
          {layout.theme === 'theme3' && (
            <ColorField
              id="me-line"
              label={t.lineColor}
              value={layout.themeColorLine}
              onChange={(v) => onChange('themeColorLine', v)}
            />
          )}
          <ColorField
            id="me-accent"
            label={t.globalColor}
            value={layout.widgetColorGlobal}
            onChange={(v) => onChange('widgetColorGlobal', v)}
          />
        </AccordionTab>
      </Accordion>
      <div className="me-sidebar-actions">
        <Button
          type="button"
          label={t.reset}
          icon="pi pi-refresh"
          outlined
          severity="secondary"
          onClick={p.onReset}
        />
        <a
          className="p-button p-button-text me-see"
          href={`/rendez-vous-en-ligne/${p.slug}`}
          target="_blank"
          rel="noopener"
        >
          <i className="pi pi-external-link" aria-hidden="true" /> {t.seePage}
        </a>
        <Button
          type="button"
          label={count ? `${t.save} (${count})` : t.save}
          icon="pi pi-check"
          disabled={!count}
          loading={p.saving}
          onClick={p.onSave}
        />
      </div>
    </aside>
  );
}
