import type { PublicProfile } from '@quickrdv/core';
import { publicProfileStrings as t } from '../public-profile.strings';
import { BlockCard } from './BlockCard';

/** The owner's presentation: HTML the server sanitised when it was saved, shown as is. */
export function PresentationBlock({ profile }: { profile: PublicProfile }) {
  const html = profile.business.presentation;
  return (
    <BlockCard block="PresentationBlock" layout={profile.layout}>
      {html.trim() ? (
        <div className="pp-rich" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="pp-muted">{t.noPresentation}</p>
      )}
    </BlockCard>
  );
}
