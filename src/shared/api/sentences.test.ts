import { extractSupportId, splitSentences } from './sentences';

describe('splitSentences', () => {
  it.each([
    ['one sentence', 'Payment failed.', ['Payment failed.']],
    ['keeps at most three', 'One. Two! Three? Four. Five.', ['One.', 'Two!', 'Three?']],
    ['last sentence without a stop', 'First. second part', ['First.', 'second part']],
    ['empty text', '', []],
    ['ellipsis stays with its sentence', 'Wait... Then go.', ['Wait...', 'Then go.']],
  ])('%s', (_name, text, expected) => {
    expect(splitSentences(text)).toEqual(expected);
  });
});

describe('extractSupportId', () => {
  it.each([
    ['present', 'It failed. Your support ID is AB12-99.', 'AB12-99'],
    ['with colon', 'Your support ID is: 7731', '7731'],
    ['absent', 'It failed.', undefined],
  ])('%s', (_name, text, expected) => {
    expect(extractSupportId(text)).toBe(expected);
  });
});
