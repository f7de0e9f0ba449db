import { base64ToBytes, bytesToBase64 } from './base64';

describe('base64', () => {
  it.each([
    ['empty', []],
    ['one byte', [0]],
    ['text', [...new TextEncoder().encode('name,sortCode\n')]],
    ['every byte value', Array.from({ length: 256 }, (_, i) => i)],
  ])('round-trips %s', (_label, values) => {
    const bytes = new Uint8Array(values);
    expect([...base64ToBytes(bytesToBase64(bytes))]).toEqual(values);
  });

  it('handles a file larger than one chunk', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(base64ToBytes(bytesToBase64(bytes.buffer))).toEqual(bytes);
  });

  it('matches the platform encoding', () => {
    expect(bytesToBase64(new TextEncoder().encode('Zoë'))).toBe('Wm/Dqw==');
  });

  it.each(['not base64!', 'abcde'])('refuses %p', (text) => {
    expect(() => base64ToBytes(text)).toThrow('The document is not valid base64.');
  });
});
