import {
  characterCountText,
  enquirySubject,
  enquiryText,
  generalSubjects,
  isMailFolder,
  mailPath,
  marksReadOnOpen,
  plainTextToHtml,
  replySubject,
} from './rules';
import type { MailSubject } from './types';

const SUBJECTS: MailSubject[] = [
  { id: 'GEN', subject: 'General enquiry', enquiry: null },
  { id: 'ACC', subject: 'Account enquiry', enquiry: 'account' },
  { id: 'SRV', subject: 'Service enquiry', enquiry: 'service' },
];

describe('mail rules', () => {
  it.each([
    ['inbox', true],
    ['outbox', true],
    ['bulletins', true],
    ['sent', false],
    ['Inbox', false],
    [undefined, false],
  ])('isMailFolder(%p) is %p', (name, expected) => {
    expect(isMailFolder(name)).toBe(expected);
  });

  it.each([
    ['inbox', undefined, '/secure-mail/f/inbox'],
    ['bulletins', 'AB12', '/secure-mail/f/bulletins/AB12'],
    ['outbox', 'a/b', '/secure-mail/f/outbox/a%2Fb'],
  ] as const)('mailPath(%p, %p)', (folder, id, path) => {
    expect(mailPath(folder, id)).toBe(path);
  });

  it.each([
    ['inbox', false, true],
    ['inbox', true, false],
    ['bulletins', false, true],
    ['bulletins', true, false],
    ['outbox', false, false],
  ] as const)('opening an item in %p (read: %p) marks it read: %p', (folder, isRead, expected) => {
    expect(marksReadOnOpen(folder, isRead)).toBe(expected);
  });

  it.each([
    [0, 'You have 2000 characters remaining'],
    [1999, 'You have 1 character remaining'],
    [2000, 'You have 0 characters remaining'],
    [2001, 'You have 1 character too many'],
    [2010, 'You have 10 characters too many'],
  ])('characterCountText(%p)', (length, text) => {
    expect(characterCountText(length)).toBe(text);
  });

  it.each([
    ['plain', 'Hello', 'Hello'],
    ['line breaks', 'Line one\nLine two\r\n\r\nLast', 'Line one<br>Line two<br><br>Last'],
    ['typed markup stays text', '<b>bold</b> & "quotes"', '&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;'],
    ['outer blank lines', '\n  Hi  \n', 'Hi'],
  ])('plainTextToHtml: %s', (_name, text, html) => {
    expect(plainTextToHtml(text)).toBe(html);
  });

  it.each([
    ['Change of address', 'Re: Change of address'],
    ['Re: Change of address', 'Re: Change of address'],
    ['RE: re: Cards', 'Re: Cards'],
  ])('replySubject(%p) is %p', (subject, expected) => {
    expect(replySubject(subject)).toBe(expected);
  });

  it('offers general subjects for a new message and the marked ones for enquiries', () => {
    expect(generalSubjects(SUBJECTS).map((s) => s.id)).toEqual(['GEN']);
    expect(enquirySubject(SUBJECTS, 'service')?.id).toBe('SRV');
    expect(enquirySubject(SUBJECTS, 'account')?.id).toBe('ACC');
    expect(enquirySubject(SUBJECTS.slice(0, 1), 'account')).toBeUndefined();
  });

  it('names what an enquiry is about on its first line', () => {
    expect(enquiryText('Insurance', '  Please call me.  ')).toBe('Enquiry about: Insurance\n\nPlease call me.');
  });
});
