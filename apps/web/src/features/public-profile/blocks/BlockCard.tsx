import { blockHeaderColor, contrastTextColor, type PageBlock, type PageLayout } from '@quickrdv/core';
import type { CSSProperties, ReactNode } from 'react';
import { publicProfileStrings as t } from '../public-profile.strings';

/** Anchors of the blocks, for the top links and for sharing a link to a part of the page. */
export const BLOCK_ANCHORS: Record<PageBlock, string> = {
  ImagesBlock: 'societe',
  PresentationBlock: 'presentation',
  RendezvousBlock: 'rendez-vous',
  HorairesBlock: 'horaires',
  EquipeBlock: 'equipe',
  AccordionPrestaBlock: 'prestations',
  AvisBlock: 'avis',
  MapBlock: 'plan',
};

export const blockTitleId = (block: PageBlock) => `${BLOCK_ANCHORS[block]}-titre`;

/**
 * One block of the page: a card whose header takes the block's colour (with readable text on it). A `bare`
 * block has no title bar (a band of that colour instead) and names itself with an element of blockTitleId.
 */
export function BlockCard({
  block,
  layout,
  bare = false,
  children,
}: {
  block: PageBlock;
  layout: PageLayout;
  bare?: boolean;
  children: ReactNode;
}) {
  const head = blockHeaderColor(layout, block);
  const style = { '--pp-head-bg': head, '--pp-head-fg': contrastTextColor(head) } as CSSProperties;
  const titleId = blockTitleId(block);
  return (
    <section
      className={`pp-block pp-block-${BLOCK_ANCHORS[block]}${bare ? ' pp-block-bare' : ''}`}
      id={BLOCK_ANCHORS[block]}
      aria-labelledby={titleId}
      data-block={block}
      style={style}
    >
      {!bare && (
        <h2 className="pp-block-title" id={titleId}>
          {t.blockTitles[block]}
        </h2>
      )}
      <div className="pp-block-body">{children}</div>
    </section>
  );
}
