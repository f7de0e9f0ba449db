import styled from 'styled-components';
import type { BulkOverallStatus } from '../rules/fileStatus';

type Tone = 'success' | 'danger' | 'muted';
const TONES: Readonly<Record<BulkOverallStatus, Tone>> = { Successful: 'success', Rejected: 'danger', 'File error': 'danger', 'Under process': 'muted' };

/** A file's one-word outcome; the word carries the meaning, the colour only repeats it (WCAG 1.4.1). */
export function StatusWord({ status }: { status: BulkOverallStatus }) {
  return <Word $tone={TONES[status] ?? 'muted'}>{status}</Word>;
}

const Word = styled.span<{ $tone: Tone }>`
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.text)};
`;
