/**
 * A page's code that does not arrive, or a page that fails as it draws: the failure stays in the page's place
 * inside the shell (its header, its menus and Log Out stay), the chunk is asked for once more by itself, and
 * the customer has a way on: Try again, or, when the server no longer has the file (a new release), loading
 * the new version.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/digx/node';
import { LOAD_FAILURE_TEXT } from '@/shared/errors/loadFailureMessages';
import * as reload from '@/shared/lib/reloadPage';
import { openPayments } from '@/testing/paymentSteps';
import { areas } from '../../pageChunks';
import { ACCOUNT_SERVICES_TITLE } from '@/features/accountServices/components/AccountServicesPage';

/** What webpack throws when a chunk's script does not arrive. */
const CHUNK_URL = `${window.location.origin}/secure-mail.0123abcd.js`;
function mockChunkLoadError(): Error {
  return Object.assign(new Error(`Loading chunk secure-mail failed.\n(error: ${CHUNK_URL})`), { name: 'ChunkLoadError', type: 'error', request: CHUNK_URL });
}

// How many more times the secure-mail area's chunk fails to arrive: webpack's import() rejects, as here.
let mockFailures = 0;
const loadSecureMail = areas.secureMail;
beforeEach(() => {
  jest.spyOn(areas, 'secureMail').mockImplementation(() => {
    if (mockFailures === 0) return loadSecureMail();
    mockFailures -= 1;
    return Promise.reject(mockChunkLoadError());
  });
});

// The account services' screens draw, except that the cheque book page fails as it draws while this is set.
let mockDrawFails = false;
jest.mock('@/app/areas/accountServicesArea', () => {
  const actual = jest.requireActual('@/app/areas/accountServicesArea');
  return new Proxy(actual, {
    get(target, name) {
      const screenOf = target[name as string];
      if (typeof screenOf !== 'function') return screenOf;
      return function MaybeFailing(props: object) {
        if (mockDrawFails) throw new Error('The page failed as it drew');
        return screenOf(props);
      };
    },
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  mockFailures = 0;
  mockDrawFails = false;
});

async function openSecureMail() {
  const journey = await openPayments('/accounts', 'RETAIL1', { form: false });
  await journey.user.click(await screen.findByRole('link', { name: /^Secure Messaging/ }));
  return journey;
}

/** The shell is still there: its header's Log Out and its main menu. */
function expectShell() {
  expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
}

describe('a page whose code does not arrive', () => {
  it('is asked for once more by itself: a chunk that arrives the second time shows the page, and no failure', async () => {
    mockFailures = 1;
    await openSecureMail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure mailbox' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILURE_TEXT.pageTitle)).not.toBeInTheDocument();
  });

  it('says so in the page place, inside the shell, and shows the page on Try again', async () => {
    server.use(http.head(CHUNK_URL, () => HttpResponse.error()));
    mockFailures = 2;
    const { user } = await openSecureMail();
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(within(alert).getByRole('heading', { level: 1, name: LOAD_FAILURE_TEXT.pageTitle })).toBeInTheDocument();
    expect(alert).toHaveTextContent(LOAD_FAILURE_TEXT.page);
    expectShell();

    await user.click(within(alert).getByRole('button', { name: LOAD_FAILURE_TEXT.tryAgain }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure mailbox' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: LOAD_FAILURE_TEXT.pageTitle })).not.toBeInTheDocument();
  });

  it('keeps saying so, with Try again, while the chunk still does not arrive', async () => {
    server.use(http.head(CHUNK_URL, () => HttpResponse.error()));
    mockFailures = 3;
    const { user } = await openSecureMail();
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    await user.click(within(alert).getByRole('button', { name: LOAD_FAILURE_TEXT.tryAgain }));
    await waitFor(() => expect(within(screen.getByRole('alert')).getByRole('button', { name: LOAD_FAILURE_TEXT.tryAgain })).toBeEnabled());
    expect(screen.getByRole('heading', { level: 1, name: LOAD_FAILURE_TEXT.pageTitle })).toBeInTheDocument();
    expectShell();
  });

  it('offers the new version when the server no longer has the file, and loads it, still logged in, on the press', async () => {
    server.use(http.head(CHUNK_URL, () => new HttpResponse(null, { status: 404 })));
    const reloaded = jest.spyOn(reload, 'reloadPage').mockImplementation(() => undefined);
    mockFailures = 2;
    const { user } = await openSecureMail();
    const heading = await screen.findByRole('heading', { level: 1, name: LOAD_FAILURE_TEXT.newReleaseTitle }, { timeout: 5_000 });
    expect(screen.getByRole('alert')).toHaveTextContent(LOAD_FAILURE_TEXT.newRelease);
    expect(heading).toBeInTheDocument();
    expectShell();
    await user.click(screen.getByRole('button', { name: LOAD_FAILURE_TEXT.loadNewRelease }));
    expect(reloaded).toHaveBeenCalledTimes(1);
    reloaded.mockRestore();
  });
});

describe('a page that fails as it draws', () => {
  it('says something went wrong in its place, inside the shell, and draws it again on Try again', async () => {
    mockDrawFails = true;
    // The error React reports to the console for a caught render error is expected here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openPayments('/accounts/services', 'RETAIL1', { form: false });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: LOAD_FAILURE_TEXT.pageFailedTitle })).toBeInTheDocument();
    expect(alert).toHaveTextContent(LOAD_FAILURE_TEXT.pageFailed);
    expectShell();
    quiet.mockRestore();

    mockDrawFails = false;
    await user.click(within(alert).getByRole('button', { name: LOAD_FAILURE_TEXT.tryAgain }));
    expect(await screen.findByRole('heading', { level: 1, name: ACCOUNT_SERVICES_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: LOAD_FAILURE_TEXT.pageFailedTitle })).not.toBeInTheDocument();
  });
});
