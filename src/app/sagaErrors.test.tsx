/**
 * A saga that crashes on a bank error no screen handles: the customer gets the 'Something went wrong' modal, and
 * the bank's error goes to the console only in development and tests. In a production build the console of a
 * customer's browser is no place for the bank's answer (its message, support id and detail), where an extension
 * or the next user of the computer can read it.
 */
import { act, screen } from '@testing-library/react';
import { call } from 'redux-saga/effects';
import { injectFault } from '@mocks/digx/testing';
import { startMarker } from '@/features/session/sessionMarker';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { callDigx } from '@/shared/challenge/callDigx';
import { renderApp } from '@/testing/renderApp';

/** RETAIL1 on /accounts, then a saga of the app asks the bank something, meets a server fault and does not catch it. */
async function crashOnABankError() {
  await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
  startMarker();
  const { store } = renderApp('/accounts');
  await screen.findByRole('heading', { level: 1, name: 'My accounts' });
  injectFault('cz/v1/permissions', { kind: 'status', status: 500 }, { times: 1 });
  act(() => {
    store.runSaga(function* crash() {
      yield call(callDigx, { method: 'GET', path: 'cz/v1/permissions' });
    });
  });
  expect(await screen.findByRole('alertdialog', { name: 'Something went wrong' })).toBeInTheDocument();
}

const runningAs = (nodeEnv: string) => {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  return () => {
    process.env.NODE_ENV = before;
  };
};

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

it('in a production build shows the modal and writes nothing of the bank’s error to the console', async () => {
  const restore = runningAs('production');
  try {
    await crashOnABankError();
  } finally {
    restore();
  }
  expect(consoleError).not.toHaveBeenCalled();
});

it('in development and tests also writes the error to the console, for whoever is fixing it', async () => {
  await crashOnABankError();
  expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
});
