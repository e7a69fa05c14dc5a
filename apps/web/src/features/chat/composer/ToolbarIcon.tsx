/** The composer's toolbar glyphs, drawn inline (the widget carries no icon font). */
export type ToolbarIconName = 'bold' | 'italic' | 'underline' | 'ol' | 'ul' | 'link';

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  if (name === 'bold') return <b aria-hidden="true">B</b>;
  if (name === 'italic')
    return (
      <i aria-hidden="true" className="cc-serif">
        I
      </i>
    );
  if (name === 'underline') return <u aria-hidden="true">U</u>;
  const paths: Record<'ol' | 'ul' | 'link', string> = {
    ul: 'M4 6.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm0 7a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm0 7a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3ZM8 4h13v2H8V4Zm0 7h13v2H8v-2Zm0 7h13v2H8v-2Z',
    ol: 'M3 3h2v5H3.5V4.5H3V3Zm5 1h13v2H8V4Zm0 7h13v2H8v-2Zm0 7h13v2H8v-2ZM2.5 10.5h3v1L4 13.5h1.5V15h-3v-1l1.5-2h-1.5v-1.5Zm0 7h3V22h-3v-1.2h1.6v-.4H3v-1.1h1.1v-.4H2.5v-1.4Z',
    link: 'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0ZM8.5 20a4.5 4.5 0 0 1-3.2-7.7l2.5-2.5a1 1 0 1 1 1.4 1.4l-2.5 2.5a2.5 2.5 0 0 0 3.5 3.5l2.5-2.5a1 1 0 1 1 1.4 1.4l-2.5 2.5A4.5 4.5 0 0 1 8.5 20Zm8.3-5.9a1 1 0 0 1-.7-1.7l2.5-2.5a2.5 2.5 0 0 0-3.5-3.5l-2.5 2.5a1 1 0 1 1-1.4-1.4l2.5-2.5a4.5 4.5 0 0 1 6.4 6.4l-2.5 2.5a1 1 0 0 1-.8.2Z',
  };
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={paths[name]} />
    </svg>
  );
}
