import './color-setting.css';
import { ColorPicker } from 'primereact/colorpicker';
import { InputSwitch } from 'primereact/inputswitch';
import { useState } from 'react';
import { COLOR_PRESETS, servicesStrings as t } from './services.strings';

const FALLBACK = COLOR_PRESETS[0]!.hex;

/**
 * A calendar colour: a few proposed colours and the full picker ('Choisir Couleur'); with `allowNone`, the
 * 'Aucune couleur' toggle too (null = no colour). Colours are 6 hex digits without '#'.
 */
export function ColorSetting({
  idPrefix,
  value,
  onChange,
  allowNone = false,
}: {
  idPrefix: string;
  value: string | null;
  onChange: (color: string | null) => void;
  allowNone?: boolean;
}) {
  // The colour to come back to when 'Aucune couleur' is turned off again.
  const [lastColor, setLastColor] = useState(value ?? FALLBACK);
  const none = value === null;
  const pick = (hex: string) => {
    setLastColor(hex);
    onChange(hex);
  };
  return (
    <div className="color-setting">
      {allowNone && (
        <div className="color-none">
          <InputSwitch
            inputId={`${idPrefix}-no-color`}
            checked={none}
            onChange={(event) => onChange(event.value ? null : lastColor)}
          />
          <label htmlFor={`${idPrefix}-no-color`}>{t.noColor}</label>
        </div>
      )}
      <div className={none ? 'color-choices color-choices-off' : 'color-choices'}>
        <div className="color-presets" role="group" aria-label={t.presets}>
          {COLOR_PRESETS.map((preset) => (
            <button
              key={preset.hex}
              type="button"
              className="color-preset"
              style={{ background: `#${preset.hex}` }}
              aria-label={t.presetLabel(preset.name)}
              title={t.presetLabel(preset.name)}
              aria-pressed={!none && value === preset.hex}
              disabled={none}
              onClick={() => pick(preset.hex)}
            >
              {!none && value === preset.hex && <i className="pi pi-check" aria-hidden="true" />}
            </button>
          ))}
        </div>
        <div className="color-custom">
          <ColorPicker
            inputId={`${idPrefix}-color`}
            format="hex"
            value={value ?? lastColor}
            disabled={none}
            onChange={(event) => typeof event.value === 'string' && pick(event.value.toLowerCase())}
          />
          <label htmlFor={`${idPrefix}-color`}>{t.chooseColor}</label>
        </div>
      </div>
    </div>
  );
}
