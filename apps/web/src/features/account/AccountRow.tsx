import type { ReactNode } from 'react';

/** One line of MON COMPTE: what it is, its current value, and what can be done about it. */
export function AccountRow(props: {
  icon: string;
  label: string;
  value?: ReactNode;
  hint?: string;
  action?: ReactNode;
  /** Anything wider below the value (a field to copy, a picture). */
  children?: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <li id={props.id} className={props.className ? `account-row ${props.className}` : 'account-row'}>
      <span className="account-row-icon" aria-hidden="true">
        <i className={props.icon} />
      </span>
      <div className="account-row-body">
        <span className="account-row-label">{props.label}</span>
        {props.value && <span className="account-row-value">{props.value}</span>}
        {props.hint && <span className="account-row-hint">{props.hint}</span>}
        {props.children}
      </div>
      {props.action && <div className="account-row-action">{props.action}</div>}
    </li>
  );
}
