import type { BulkFile } from '../types';
import { MaskedNumber } from '@/shared/ui/MaskedNumber';
import { fromAccountOf, type BulkAccount } from './fileDisplay';

/** 'Stables Racing •••• 4561' (read 'ending 4561'): the account a file pays from; '–' when nothing is known. */
export function FromAccount({ file, accounts }: { file: Pick<BulkFile, 'fromId' | 'fromDisplay'>; accounts: readonly BulkAccount[] }) {
  const { title, number } = fromAccountOf(file, accounts);
  if (!title && !number) return <>–</>;
  return (
    <>
      {title}
      {title && number && ' '}
      {number && <MaskedNumber number={number} />}
    </>
  );
}
