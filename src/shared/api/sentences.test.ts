import { extractSupportId, splitSentences } from './sentences';

describe('splitSentences', () => {
  it.each([
    ['one sentence', 'Payment failed.', ['Payment failed.']],
    ['keeps at most three', 'One. Two! Three? Four. Five.', ['One.', 'Two!', 'Three?']],
    ['last sentence without a stop', 'First. second part', ['First.', 'second part']],
    ['empty text', '', []],
    ['ellipsis stays with its sentence', 'Wait... Then go.', ['Wait...', 'Then go.']],
    ['a decimal point is not a sentence end', 'The amount is above a maximum of 1250.50 for this type. Try less.', ['The amount is above a maximum of 1250.50 for this type.', 'Try less.']],
    ['three real sentences after a decimal', 'Limit 1250.50 reached. Try tomorrow. Or call us. Goodbye.', ['Limit 1250.50 reached.', 'Try tomorrow.', 'Or call us.']],
    ['a version number and an email address stay whole', 'OBDX 22.2.1 refused it. Write to help@bank.co.uk today.', ['OBDX 22.2.1 refused it.', 'Write to help@bank.co.uk today.']],
    ['a stop followed by a newline ends a sentence', 'First.\nSecond.', ['First.', 'Second.']],
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
