import type { PublicProfile } from '@quickrdv/core';
import { readableAccent } from '@quickrdv/core';
import type { CSSProperties } from 'react';
import { publicProfileStrings as t } from '../public-profile.strings';
import { BlockCard } from './BlockCard';
import { Icon } from '../../../ui/icon/Icon';

/** The team, each member with their colour (the one their slots wear in the booking widget). */
export function EquipeBlock({ profile }: { profile: PublicProfile }) {
  const { team } = profile;
  return (
    <BlockCard block="EquipeBlock" layout={profile.layout}>
      {team.length === 0 ? (
        <p className="pp-muted">{t.noTeam}</p>
      ) : (
        <ul className="pp-team">
          {team.map((m) => {
            // Their hue, deepened when too light to carry white initials (WCAG AA 4.5:1).
            const style = { background: readableAccent(`#${m.color}`), color: '#ffffff' } as CSSProperties;
            return (
              <li key={m.id} className="pp-team-member">
                <span className="pp-avatar" style={style} aria-hidden="true">
                  {(m.prenom[0] ?? '').toUpperCase()}
                  {(m.nom[0] ?? '').toUpperCase()}
                </span>
                <span className="pp-team-name">
                  {m.prenom} {m.nom}
                </span>
                {m.email && (
                  <a
                    className="pp-team-mail"
                    href={`mailto:${m.email}`}
                    aria-label={`${t.writeEmail} : ${m.prenom}`}
                  >
                    <Icon name="envelope" />
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </BlockCard>
  );
}
