import { mapPlacement, renderedSections, type PageBlock, type PublicProfile } from '@quickrdv/core';
import type { ReactNode } from 'react';
import { AccordionPrestaBlock } from './blocks/AccordionPrestaBlock';
import { AvisBlock } from './blocks/AvisBlock';
import { EquipeBlock } from './blocks/EquipeBlock';
import { HorairesBlock } from './blocks/HorairesBlock';
import { ImagesBlock } from './blocks/ImagesBlock';
import { MapBlock } from './blocks/MapBlock';
import { PresentationBlock } from './blocks/PresentationBlock';
import { RendezvousBlock } from './blocks/RendezvousBlock';

/** One block of the page (the page editor draws them too, in edit mode). */
export function BlockView({ profile, block }: { profile: PublicProfile; block: PageBlock }): ReactNode {
  const placement = mapPlacement(profile.layout);
  switch (block) {
    case 'ImagesBlock':
      return <ImagesBlock profile={profile} />;
    case 'PresentationBlock':
      return <PresentationBlock profile={profile} />;
    case 'RendezvousBlock':
      return <RendezvousBlock profile={profile} />;
    case 'HorairesBlock':
      return <HorairesBlock profile={profile} withMap={placement === 'hours'} />;
    case 'EquipeBlock':
      return <EquipeBlock profile={profile} />;
    case 'AccordionPrestaBlock':
      return <AccordionPrestaBlock profile={profile} />;
    case 'AvisBlock':
      return <AvisBlock profile={profile} />;
    case 'MapBlock':
      return <MapBlock profile={profile} />;
  }
}

/** The page's sections as the stored layout orders them; the map goes where mapPlacement says, once. */
export function ProfileSections({ profile }: { profile: PublicProfile }) {
  const placement = mapPlacement(profile.layout);
  const sections = renderedSections(profile.layout);
  if (placement === 'end') sections.push({ section: 'section3', blocks: ['MapBlock'] });
  return (
    <>
      {sections.map(({ section, blocks }, i) => (
        <div
          key={`${section}-${i}`}
          className={`pp-section pp-section-${blocks.length}`}
          data-section={section}
        >
          {blocks.map((block) => (
            <div key={block} className="pp-cell">
              <BlockView profile={profile} block={block} />
            </div>
          ))}
        </div>
      ))}
    </>
  );
}
