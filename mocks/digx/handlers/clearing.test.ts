import { logInAs as logIn } from '../testing';
import { digxFailure } from '../../../src/testing/digxFailure';
import { createDigxClient, type DigxClient } from '../../../src/shared/api/digxClient';
import { UK_BANKS } from '../bank/seed';

/** Sort code look-up through the app's real client. */

const lookUp = (client: DigxClient, sortCode: string) =>
  client.request<Record<string, unknown>>({ method: 'GET', path: `v1/financialInstitution/nationalClearingDetails/UK/${sortCode}` });

describe('GET v1/financialInstitution/nationalClearingDetails/UK/{sortCode}', () => {
  it('answers another bank, unwrapped, with Faster Payments', async () => {
    const { status, data } = await lookUp(await logIn(), '200000');
    expect(status).toBe(200);
    expect(data).toEqual({
      code: '200000', name: 'BARCLAYS BANK PLC', branchAddress: { line1: '1 EXAMPLE PLACE', line2: 'LONDON CORPORATE', city: 'LONDON', country: 'GB' }, fasterPaymentsEnabled: true,
    });
  });

  it("answers this bank's own branches, the default sort code 609303 included", async () => {
    const client = await logIn();
    expect((await lookUp(client, '609303')).data).toMatchObject({ code: '609303', name: 'PRIVATE BANK', branchAddress: { city: 'LONDON' }, fasterPaymentsEnabled: true });
    expect((await lookUp(client, '609356')).data).toMatchObject({ name: 'RACING BANK', branchAddress: { line2: 'NEWMARKET' } });
  });

  it('says when the bank refuses Faster Payments (08-99-99)', async () => {
    const { data } = await lookUp(await logIn(), '089999');
    expect(data).toMatchObject({ name: 'CO-OPERATIVE BANK PLC', fasterPaymentsEnabled: false });
    expect(UK_BANKS.filter((b) => !b.fasterPayments).map((b) => b.code)).toEqual(['089999']);
  });

  it('decodes the HTML-escaped names as a real OBDX answer would need', async () => {
    expect((await lookUp(await logIn(), '180002')).data.name).toBe('COUTTS & CO');
  });

  it.each(['123456', '12345', '1234567', 'abcdef', '60-93-03'])('answers 404 wrong details for %s', async (sortCode) => {
    const error = await digxFailure(lookUp(await logIn(), sortCode));
    expect(error).toMatchObject({ status: 404, meaning: 'wrongDetails' });
  });

  it('needs a session', async () => {
    const error = await digxFailure(lookUp(createDigxClient(), '200000'));
    expect(error.kind).toBe('sessionExpired');
  });
});
