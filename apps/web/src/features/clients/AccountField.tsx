import type { ClientDto } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { clientsStrings as t } from './clients.strings';

/**
 * The client's type and its online account. A 'client internet' has one (they booked online). For a
 * 'client pro' (added by the salon) the switch opens 'Modalités de création du compte client': the old
 * screen's Valider did nothing and its acknowledgement box was not enforced; here the box is required and
 * the dialog says how the account really comes to exist (the client creates it by booking online), so the
 * switch never claims an account nobody created.
 */
export function AccountField({ client }: { client: ClientDto | null }) {
  const [terms, setTerms] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const type = client?.type ?? 'client pro';
  const hasAccount = type === 'client internet';
  const close = () => {
    setTerms(false);
    setAcknowledged(false);
  };
  return (
    <div className="field clients-account-field">
      <span className="clients-account-type">
        {t.form.type} : <strong>{t.form.types[type]}</strong>
      </span>
      <div className="clients-account-switch">
        {/* A native switch: PrimeReact's InputSwitch nests a focusable input in a focusable element. */}
        <input
          id="client-account"
          type="checkbox"
          role="switch"
          className="clients-switch"
          checked={hasAccount}
          disabled={hasAccount}
          onChange={() => setTerms(true)}
        />
        <label htmlFor="client-account">{t.form.account}</label>
      </div>
      <small className="field-hint">{hasAccount ? t.form.accountOn : t.form.accountOff}</small>
      <Dialog
        visible={terms}
        onHide={close}
        header={t.terms.title}
        className="clients-terms-dialog"
        style={{ width: '34rem' }}
        breakpoints={{ '960px': '80vw', '640px': '94vw' }}
        footer={
          <div className="dialog-actions">
            <Button type="button" label={t.terms.cancel} outlined severity="secondary" onClick={close} />
            <Button type="button" label={t.terms.validate} disabled={!acknowledged} onClick={close} />
          </div>
        }
      >
        <div className="clients-terms">
          <p>{t.terms.intro}</p>
          <p>{t.terms.how}</p>
          <p>{t.terms.consent}</p>
          <div className="clients-terms-ack">
            <Checkbox
              inputId="client-terms-ack"
              checked={acknowledged}
              onChange={(event) => setAcknowledged(Boolean(event.checked))}
            />
            <label htmlFor="client-terms-ack">{t.terms.acknowledge}</label>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
