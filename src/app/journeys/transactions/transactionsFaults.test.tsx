/**
 * Every fault the fake bank can inject, on every call the transactions and statements screens make:
 * each ends in a defined state (the catalogue's message, a list error with its code, or the
 * session-expired page), never blank and never an endless spinner.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import type { Fault } from '@mocks/digx/bank/faults';
import { injectFault } from '@mocks/digx/testing';
import { startMarker } from '@/features/session/sessionMarker';
import { createDigxClient } from '@/shared/api/digxClient';
import { DIGX_CODES } from '@/shared/api/digxCodes';
import { postLogin } from '@/shared/api/postLogin';
import * as download from '@/shared/lib/download';
import { LIST_STATE_TEXT } from '@/shared/ui/ListState';
import { renderApp } from '@/testing/renderApp';
import { ROUTES } from '@/shared/routes/routeTable';

const id = accountIdOf(ACC.everyday).value;
const historyPath = `cz/v1/accounts/demandDeposit/${id}/transactions`;
const statementsPath = `cz/v1/accounts/${id}/statements`;

/** Each fault and what the customer is left with. */
const FAULTS: [name: string, fault: Fault, ends: 'listError' | 'sessionExpired'][] = [
  ['a network failure', { kind: 'network' }, 'listError'],
  ['a timeout', { kind: 'timeout', ms: 2_000 }, 'listError'],
  ['malformed JSON', { kind: 'malformed' }, 'listError'],
  ['a 500 with an HTML page', { kind: 'html', status: 500 }, 'listError'],
  ['a 500', { kind: 'status', status: 500 }, 'listError'],
  ['a mapped code', { kind: 'code', code: DIGX_CODES.accessDenied, status: 403 }, 'listError'],
  ['a 401', { kind: 'status', status: 401 }, 'sessionExpired'],
  ['a 419', { kind: 'status', status: 419 }, 'sessionExpired'],
];

async function open(path: string) {
  await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
  startMarker();
  // A short client timeout stands in for the 120 s one.
  return renderApp(path, { clientOptions: { timeoutMs: 300 } });
}

async function expectEnd(ends: 'listError' | 'sessionExpired', location: () => string) {
  if (ends === 'sessionExpired') {
    await waitFor(() => expect(location()).toBe(ROUTES.sessionExpired.path));
    return;
  }
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/\S/);
  await waitFor(() => expect(screen.queryByText(LIST_STATE_TEXT.loading)).not.toBeInTheDocument());
}

describe.each(FAULTS)('%s', (_name, fault, ends) => {
  it('on the transaction list', async () => {
    injectFault(historyPath, fault, { times: 1 });
    const { location } = await open(`/accounts/transactions/${encodeURIComponent(id)}`);
    await expectEnd(ends, location);
    if (ends === 'listError') {
      expect(screen.getByRole('alert')).toHaveTextContent(LIST_STATE_TEXT.error);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    }
  });

  it('on the statement list', async () => {
    injectFault(statementsPath, fault, { times: 1 });
    const { location } = await open(`/accounts/statements/${encodeURIComponent(id)}`);
    await expectEnd(ends, location);
  });

  it('on an export, keeping the list on screen', async () => {
    const saved = jest.spyOn(download, 'downloadBlob').mockImplementation(() => undefined);
    try {
      const { user, location } = await open(`/accounts/transactions/${encodeURIComponent(id)}`);
      await screen.findByRole('table', { name: 'Transactions' });
      await user.click(screen.getByRole('button', { name: 'Export' }));
      injectFault(historyPath, fault, { times: 1 });
      const panel = await screen.findByRole('region', { name: 'Export transactions' });
      await user.click(within(panel).getByRole('button', { name: 'Export' }));
      if (ends === 'sessionExpired') {
        await waitFor(() => expect(location()).toBe(ROUTES.sessionExpired.path));
      } else {
        expect(await within(panel).findByRole('alert')).toHaveTextContent(/^The export could not be finished\. \S/);
        expect(screen.getByRole('table', { name: 'Transactions' })).toBeInTheDocument();
        expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
      }
      expect(saved).not.toHaveBeenCalled();
    } finally {
      saved.mockRestore();
    }
  });
});
