import { digxFailure } from '../../../src/testing/digxFailure';
import { type DigxClient } from '../../../src/shared/api/digxClient';
import { ACC, accountIdOf } from '../bank/seed';
import { bank, logInAs as logIn } from '../testing';

/** Cheque books, pay-in books and cheque status through the app's real client. */

const idOf = (number: string) => accountIdOf(number).value;
type Cheque = { chequeNumber: string; chequeStatus: string; chequeAmount?: { amount: number }; reason?: string; paidDate?: string };

/** OBDX's query names (OBDX_UI cheque-status-inquiry/model.js); an empty one is left out. */
const search = async (client: DigxClient, number: string, query: Record<string, string>) =>
  (
    await client.request<{ issuedChequeDetails: Cheque[] }>({
      method: 'GET',
      path: `v1/accounts/demandDeposit/${idOf(number)}/issuedCheques`,
      params: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')),
    })
  ).data.issuedChequeDetails;

const cheques = (client: DigxClient, number: string, start: string, end: string) => search(client, number, { startChequeNo: start, endChequeNo: end });

describe('book requests', () => {
  it.each([
    ['cz/v1/chequebookRequest', 'CHEQUE', 'CBR'],
    ['cz/v1/payInBookRequest', 'PAYIN', 'PBR'],
  ])('POST %s records the request and answers 201 with a reference', async (path, kind, prefix) => {
    const client = await logIn();
    const prepared = await client.request<{ bookType: string; accountId: { value: string } }>({
      method: 'GET',
      path: `${path}/prepare`,
      params: { accNo: idOf(ACC.everyday) },
    });
    expect(prepared.data).toMatchObject({ bookType: kind, accountId: { value: idOf(ACC.everyday) } });
    const before = bank.state.bookRequests.length;
    const response = await client.request<{ referenceNo: string }>({ method: 'POST', path, body: { accNo: idOf(ACC.everyday) } });
    expect(response.status).toBe(201);
    expect(response.data.referenceNo).toMatch(new RegExp(`^${prefix}\\d{8}$`));
    expect(bank.state.bookRequests).toHaveLength(before + 1);
    expect(bank.state.bookRequests.at(-1)).toMatchObject({ kind, requestId: response.data.referenceNo, internal: { ownerUserId: 'RETAIL1' } });
  });

  it("refuses an account without the book and another user's account", async () => {
    const client = await logIn();
    const noBook = await digxFailure(client.request({ method: 'POST', path: 'cz/v1/chequebookRequest', body: { accNo: idOf(ACC.instant) } }));
    expect(noBook.status).toBe(400);
    const foreign = await digxFailure(client.request({ method: 'POST', path: 'cz/v1/payInBookRequest', body: { accNo: idOf(ACC.stablesRacing) } }));
    expect(foreign.meaning).toBe('accountDetailsNotFound');
  });
});

describe('GET cz/v1/chequeStatus/prepare', () => {
  const check = (client: DigxClient, number: string) =>
    client.request<{ accountId: { value: string } }>({ method: 'GET', path: 'cz/v1/chequeStatus/prepare', params: { accNo: idOf(number) } });

  it('answers an account with cheque status, and refuses one without it or not the user\'s as the book checks do', async () => {
    const client = await logIn('CORP1');
    expect((await check(client, ACC.stablesRacing)).data).toMatchObject({ status: { result: 'SUCCESSFUL' }, accountId: { value: idOf(ACC.stablesRacing) } });
    expect(await digxFailure(check(client, ACC.bloodstockRacing))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(await digxFailure(check(client, ACC.everyday))).toMatchObject({ status: 400, meaning: 'accountDetailsNotFound' });
  });
});

describe('GET issuedCheques', () => {
  it('answers the seeded cheques in the range, of every status', async () => {
    const client = await logIn('CORP1');
    const list = await cheques(client, ACC.stablesRacing, '000001', '000300');
    expect(list[0].chequeNumber).toBe('000001');
    expect(list.every((c) => Number(c.chequeNumber) <= 300)).toBe(true);
    expect(new Set(list.map((c) => c.chequeStatus))).toEqual(new Set(['U', 'N', 'S', 'C', 'R', 'H']));
    const used = list.find((c) => c.chequeStatus === 'U') as Cheque;
    expect(used).toMatchObject({ chequeAmount: { amount: expect.any(Number) }, paidDate: expect.stringMatching(/T00:00:00$/) });
    expect(list.find((c) => c.chequeStatus === 'S')?.reason).toEqual(expect.any(String));
    // A leaf never written has no amount: the key is left out, not sent as zero.
    expect(list.find((c) => c.chequeStatus === 'N')).not.toHaveProperty('chequeAmount');
    const top = await cheques(client, ACC.bloodstockCurrent, '009990', '010000');
    expect(top.map((c) => c.chequeNumber).at(-1)).toBe('010000');
  });

  it('answers one cheque by its number alone, and the cheques of one status', async () => {
    const client = await logIn('CORP1');
    expect((await search(client, ACC.stablesRacing, { startChequeNo: '000002' })).map((c) => c.chequeNumber)).toEqual(['000002']);
    const stopped = await search(client, ACC.stablesRacing, { status: 'S' });
    expect(stopped.length).toBeGreaterThan(0);
    expect(stopped.every((c) => c.chequeStatus === 'S')).toBe(true);
  });

  it('reads none of the names it used to (startChequeNumber, endChequeNumber)', async () => {
    const client = await logIn('CORP1');
    const error = await digxFailure(search(client, ACC.stablesRacing, { startChequeNumber: '000001', endChequeNumber: '000010' }));
    expect(error.status).toBe(400);
  });

  it.each([
    ['000000', '000010'],
    ['000001', '010001'],
    ['000020', '000010'],
    ['12', '000010'],
    ['', '000010'],
  ])('refuses the range %s..%s with 400', async (start, end) => {
    const client = await logIn('CORP1');
    const error = await digxFailure(cheques(client, ACC.stablesRacing, start, end));
    expect(error.status).toBe(400);
  });
});
