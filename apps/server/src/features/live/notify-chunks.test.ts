import { describe, expect, it } from 'vitest';
import { NotifyAssembler, toNotifyPayloads } from './notify-chunks.js';

describe('NOTIFY chunks', () => {
  it('sends a small payload as it is', () => {
    expect(toNotifyPayloads('{"a":1}')).toEqual(['{"a":1}']);
    expect(new NotifyAssembler().accept('{"a":1}')).toBe('{"a":1}');
  });

  it('splits a large payload under the 8000-byte limit and puts it back together in any order', () => {
    const payload = JSON.stringify({ sdp: 'é"\\\n'.repeat(20_000) });
    const chunks = toNotifyPayloads(payload);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(Buffer.byteLength(chunk)).toBeLessThan(8000);
    const assembler = new NotifyAssembler();
    const shuffled = [...chunks.slice(1).reverse(), chunks[0]!];
    const results = shuffled.map((c) => assembler.accept(c));
    expect(results.slice(0, -1).every((r) => r === null)).toBe(true);
    expect(results.at(-1)).toBe(payload);
  });

  it('ignores malformed and repeated chunks', () => {
    const assembler = new NotifyAssembler();
    expect(assembler.accept('~garbage')).toBeNull();
    const [first] = toNotifyPayloads('x'.repeat(20_000));
    expect(assembler.accept(first!)).toBeNull();
    expect(assembler.accept(first!)).toBeNull();
    assembler.clear();
  });
});
