import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type Over,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  moveBlock,
  PAGE_BLOCK_LABELS,
  PAGE_SECTIONS,
  type PageBlock,
  type PageLayout,
  type PageSection,
  type PublicProfile,
} from '@quickrdv/core';
import { useCallback, useEffect, useRef } from 'react';
import { BlockView } from '../public-profile/ProfileSections';
import { pageEditorStrings as t } from './page-editor.strings';

type Sections = PageLayout['sections'];

const sectionOf = (sections: Sections, id: string): PageSection | undefined =>
  (PAGE_SECTIONS as readonly string[]).includes(id)
    ? (id as PageSection)
    : PAGE_SECTIONS.find((s) => sections[s].includes(id as PageBlock));

const label = (id: string | number) =>
  (PAGE_SECTIONS as readonly string[]).includes(String(id))
    ? t.sectionLabel(PAGE_SECTIONS.indexOf(String(id) as PageSection) + 1)
    : (PAGE_BLOCK_LABELS[id as PageBlock] ?? String(id));

const announcements: Announcements = {
  onDragStart: ({ active }) => t.dnd.picked(label(active.id)),
  onDragOver: ({ active, over }) => (over ? t.dnd.over(label(active.id), label(over.id)) : undefined),
  onDragEnd: ({ active }) => t.dnd.dropped(label(active.id)),
  onDragCancel: ({ active }) => t.dnd.cancelled(label(active.id)),
};

function SortableBlock({
  profile,
  block,
  hidden,
}: {
  profile: PublicProfile;
  block: PageBlock;
  hidden: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: block,
    });
  return (
    <div
      ref={setNodeRef}
      className={`pp-cell me-block${hidden ? ' me-block-hidden' : ''}${isDragging ? ' me-block-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-block={block}
    >
      <div className="me-block-bar">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="me-handle"
          aria-label={t.dragHandle(PAGE_BLOCK_LABELS[block])}
          {...attributes}
          {...listeners}
        >
          <i className="pi pi-arrows-alt" aria-hidden="true" />
          <span>{PAGE_BLOCK_LABELS[block]}</span>
        </button>
        {hidden && <span className="me-hidden-tag">{t.hiddenTag}</span>}
      </div>
      {/* The real block, inert: its links and the booking frame must not take the editor's clicks. */}
      <div className="me-block-content" inert>
        <BlockView profile={profile} block={block} />
      </div>
    </div>
  );
}

function SectionDrop({
  section,
  index,
  children,
}: {
  section: PageSection;
  index: number;
  children: React.ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: section });
  return (
    <div
      ref={setNodeRef}
      className={`pp-section me-section${isOver ? ' me-section-over' : ''}`}
      data-section={section}
      aria-label={t.sectionLabel(index + 1)}
      role="group"
    >
      {children}
    </div>
  );
}

/**
 * The page's three sections in edit mode: every block (hidden ones dimmed) with a handle to drag it within
 * its section or to another one, by mouse, touch or keyboard (dnd-kit). Each move replaces the pending
 * 'sections' change; a cancelled drag puts the blocks back as they were when it started.
 */
export function EditableSections(p: {
  profile: PublicProfile;
  layout: PageLayout;
  onSections: (sections: Sections) => void;
}) {
  const { layout } = p;
  const hidden = new Set(layout.hiddenBlocks);
  const before = useRef<Sections | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  /*
   * Right after a block changes section, the blocks have not been drawn in their new places yet: the
   * closest one can be a block of the section it just left, which sent it back, and so on (a keyboard drag
   * saw it flicker between two sections and drop in the wrong one). Until the next frame, the block stays
   * 'over' itself, as in dnd-kit's multiple-containers example.
   */
  const movedAcross = useRef(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => (movedAcross.current = false));
    return () => cancelAnimationFrame(frame);
  }, [layout.sections]);
  const collisionDetection: CollisionDetection = useCallback(
    (args) => (movedAcross.current ? [{ id: args.active.id }] : closestCenter(args)),
    [],
  );
  // The page as it is drawn here: the layout being edited.
  const profile = { ...p.profile, layout };

  // Puts the dragged block where the pointer is: at the block under it, or at the end of an empty section.
  const dropOn = (active: Active, over: Over, to: PageSection) => {
    const list = layout.sections[to];
    const index = list.includes(over.id as PageBlock) ? list.indexOf(over.id as PageBlock) : list.length;
    p.onSections(moveBlock(layout.sections, active.id as PageBlock, to, index));
  };
  // Across sections while dragging (the block shows in its new section at once), within one on drop.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const from = sectionOf(layout.sections, String(active.id));
    const to = sectionOf(layout.sections, String(over.id));
    if (from && to && from !== to) {
      movedAcross.current = true;
      dropOn(active, over, to);
    }
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    before.current = null;
    if (!over || active.id === over.id) return;
    const to = sectionOf(layout.sections, String(over.id));
    if (to) dropOn(active, over, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      // Sections and blocks measured again on every render while dragging, not only when the drag starts: a
      // block that changed section must be found where it now is (as in dnd-kit's multiple-containers example).
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.dnd.instructions } }}
      onDragStart={() => (before.current = layout.sections)}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        if (before.current) p.onSections(before.current);
        before.current = null;
      }}
    >
      {!PAGE_SECTIONS.some((s) => layout.sections[s].includes('MapBlock')) && (
        <p className="me-place-map">
          {t.mapNotPlaced}{' '}
          <button
            type="button"
            className="p-button p-button-sm p-button-outlined"
            onClick={() =>
              p.onSections(
                moveBlock(layout.sections, 'MapBlock', 'section3', layout.sections.section3.length),
              )
            }
          >
            {t.placeMap}
          </button>
        </p>
      )}
      {PAGE_SECTIONS.map((section, i) => (
        <SortableContext
          key={section}
          id={section}
          items={layout.sections[section]}
          strategy={rectSortingStrategy}
        >
          <SectionDrop section={section} index={i}>
            {layout.sections[section].map((block) => (
              <SortableBlock key={block} profile={profile} block={block} hidden={hidden.has(block)} />
            ))}
          </SectionDrop>
        </SortableContext>
      ))}
    </DndContext>
  );
}
