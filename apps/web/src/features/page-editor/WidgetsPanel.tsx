import {
  blockHeaderColor,
  mapPlacement,
  PAGE_BLOCK_LABELS,
  PAGE_BLOCKS,
  setBlockColor,
  toggleHidden,
  type PageBlock,
  type PageLayout,
} from '@quickrdv/core';
import { InputSwitch } from 'primereact/inputswitch';
import { pageEditorStrings as t } from './page-editor.strings';

type Change = <K extends keyof PageLayout>(key: K, value: PageLayout[K]) => void;

function WidgetRow({ layout, block, onChange }: { layout: PageLayout; block: PageBlock; onChange: Change }) {
  const name = PAGE_BLOCK_LABELS[block];
  const own = layout.blockColors[block];
  // Inside the hours block the map has no header of its own: its colour would change nothing.
  const noHeader = block === 'MapBlock' && mapPlacement(layout) === 'hours';
  const color = (value: string | null) =>
    onChange('blockColors', setBlockColor(layout.blockColors, block, value));
  return (
    <li>
      <InputSwitch
        inputId={`me-show-${block}`}
        checked={!layout.hiddenBlocks.includes(block)}
        // The company block is always shown (spec): its switch stays on.
        disabled={block === 'ImagesBlock'}
        onChange={() => onChange('hiddenBlocks', toggleHidden(layout.hiddenBlocks, block))}
        aria-label={block === 'ImagesBlock' ? t.alwaysShown(name) : t.shown(name)}
      />
      <label htmlFor={`me-show-${block}`}>{name}</label>
      <input
        type="color"
        className="me-swatch"
        value={blockHeaderColor(layout, block).toLowerCase()}
        disabled={noHeader}
        title={noHeader ? t.mapNotPlaced : t.blockColorHint}
        aria-label={t.blockColor(name)}
        onChange={(e) => color(e.target.value)}
      />
      {own && (
        <button
          type="button"
          className="me-default-color"
          title={t.defaultColor}
          aria-label={t.defaultColorOf(name)}
          onClick={() => color(null)}
        >
          <i className="pi pi-undo" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

/** 'Widgets': for each block, whether it shows (never off for the company block) and its header's colour. */
export function WidgetsPanel({ layout, onChange }: { layout: PageLayout; onChange: Change }) {
  return (
    <>
      <p className="me-note">{t.widgetsHint}</p>
      <ul className="me-widgets">
        {PAGE_BLOCKS.map((block) => (
          <WidgetRow key={block} layout={layout} block={block} onChange={onChange} />
        ))}
      </ul>
    </>
  );
}
