import { describe, expect, it } from 'vitest';
import {
  dialogPlacement,
  hostScrollBy,
  hostViewport,
  readScrollMessage,
  readViewportMessage,
  revealTarget,
  tabBarLift,
} from './frame-protocol.js';

describe('frame messages', () => {
  it('reads a viewport message for its own slug only, with sane numbers', () => {
    const ok = { type: 'qrdv:viewport', slug: 'salon', top: -120, height: 844 };
    expect(readViewportMessage(ok, 'salon')).toEqual({ top: -120, height: 844 });
    expect(readViewportMessage(ok, 'autre')).toBeNull();
    expect(readViewportMessage({ ...ok, type: 'qrdv:height' }, 'salon')).toBeNull();
    expect(readViewportMessage({ ...ok, top: '12' }, 'salon')).toBeNull();
    expect(readViewportMessage({ ...ok, top: Number.NaN }, 'salon')).toBeNull();
    expect(readViewportMessage({ ...ok, height: -1 }, 'salon')).toBeNull();
    expect(readViewportMessage({ ...ok, height: 1e9 }, 'salon')).toBeNull();
    expect(readViewportMessage(null, 'salon')).toBeNull();
    expect(readViewportMessage('qrdv:viewport', 'salon')).toBeNull();
  });

  it('reads a scroll request for its own slug only', () => {
    expect(readScrollMessage({ type: 'qrdv:scroll-to', slug: 's', top: 640 }, 's')).toBe(640);
    expect(readScrollMessage({ type: 'qrdv:scroll-to', slug: 's', top: 640 }, 't')).toBeNull();
    expect(readScrollMessage({ type: 'qrdv:scroll-to', slug: 's', top: Infinity }, 's')).toBeNull();
    expect(readScrollMessage({ type: 'qrdv:scroll-to', slug: 's' }, 's')).toBeNull();
  });
});

describe('host side', () => {
  it('tells the frame where the viewport is, below the top bar', () => {
    // Frame 300 px below the top of a 844 px screen, under a 64 px bar.
    expect(hostViewport(300, 844, 64)).toEqual({ top: -236, height: 780 });
    // Frame scrolled 2000 px up, no bar.
    expect(hostViewport(-2000.4, 900)).toEqual({ top: 2000, height: 900 });
  });

  it('scrolls to the asked point of the frame, never outside the frame', () => {
    // The frame's y 500 to the top of the screen, under a 64 px bar.
    expect(hostScrollBy(1500, 3000, 500, 64)).toBe(1936);
    expect(hostScrollBy(-800, 3000, 500)).toBe(-300);
    // A frame asking for a point far below or above itself only gets its own bottom or top.
    expect(hostScrollBy(1500, 3000, 99_999)).toBe(4500);
    expect(hostScrollBy(1500, 3000, -99_999)).toBe(1500);
  });
});

describe('frame side', () => {
  it('asks to scroll only when what opened is not already near the top of the screen', () => {
    expect(revealTarget(null, 900)).toBeNull();
    // Screen shows the frame's 2000..2844: the panel at 700 is above it, the one at 2400 low on it.
    expect(revealTarget({ top: 2000, height: 844 }, 700)).toBe(692);
    expect(revealTarget({ top: 2000, height: 844 }, 2400)).toBe(2392);
    expect(revealTarget({ top: 2000, height: 844 }, 2100)).toBeNull();
    expect(revealTarget({ top: -200, height: 900 }, 50)).toBeNull();
    expect(revealTarget({ top: -300, height: 900 }, 40)).toBe(32);
    expect(revealTarget({ top: 0, height: 900 }, 3)).toBeNull();
    expect(revealTarget({ top: 100, height: 900 }, 3)).toBe(0);
  });

  it('places a dialog in the visible part of the frame, as tall as the screen allows', () => {
    expect(dialogPlacement({ top: 2000, height: 844 })).toEqual({
      top: 2012,
      maxHeight: 820,
      // The host scrolls by nothing, unless it has scrolled since its last message.
      scrollTo: 2000,
    });
    // Frame top below the screen's top: at the frame's top, no lower than the screen, and the host scrolls there.
    expect(dialogPlacement({ top: -400, height: 900 })).toEqual({ top: 12, maxHeight: 476, scrollTo: 0 });
    // A tiny screen still gets a usable dialog.
    expect(dialogPlacement({ top: 0, height: 200 }).maxHeight).toBe(240);
  });

  it('keeps the tab bar at the bottom of the visible part of a tall frame', () => {
    // Frame 3000 px tall, screen on 1000..1844: the bar sits 1156 px above the frame's bottom.
    expect(tabBarLift({ top: 1000, height: 844 }, 3000)).toBe(1156);
    // Frame bottom on screen, no host information, or only a sliver of the frame on screen: at the bottom.
    expect(tabBarLift({ top: 2500, height: 844 }, 3000)).toBe(0);
    expect(tabBarLift(null, 3000)).toBe(0);
    expect(tabBarLift({ top: -700, height: 844 }, 3000)).toBe(0);
    // Frame top lower on screen, most of the screen on it.
    expect(tabBarLift({ top: -300, height: 844 }, 3000)).toBe(2456);
  });
});
