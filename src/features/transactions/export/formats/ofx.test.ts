import type { ExportAccount } from '../../types';
import { account, creditRow, debitRow, escapingRow, manyRows, now, period, sampleRows } from '../fixtures/exportFixtures';
import { buildOfx, OFX_HEADER, ofxAccountType, ofxDocument } from './ofx';

/** An OFX 1.x SGML body as a tree: aggregates (<X>…</X>) hold children, elements (<X>value) a value. */
// Node's TextDecoder reads 'windows-1252' as Latin-1; the fixtures' only 1252 extra is the euro.
const decode1252 = (bytes: Uint8Array) => Array.from(bytes, (b) => (b === 0x80 ? '€' : String.fromCharCode(b))).join('');

type Node = { name: string; value?: string; children: Node[] };

function parseSgml(body: string): Node {
  const root: Node = { name: '#root', children: [] };
  const stack = [root];
  for (const line of body.split('\r\n').filter(Boolean)) {
    const close = /^<\/([A-Z0-9.]+)>$/.exec(line);
    const open = /^<([A-Z0-9.]+)>(.*)$/.exec(line);
    if (close) {
      const top = stack.pop()!;
      if (top.name !== close[1]) throw new Error(`</${close[1]}> closes <${top.name}>`);
    } else if (open && open[2] === '') {
      const node: Node = { name: open[1], children: [] };
      stack[stack.length - 1].children.push(node);
      stack.push(node);
    } else if (open) {
      if (/[<>]/.test(open[2]) || /&(?!amp;|lt;|gt;)/.test(open[2])) throw new Error(`unescaped value in ${line}`);
      stack[stack.length - 1].children.push({ name: open[1], value: open[2], children: [] });
    } else throw new Error(`not OFX SGML: ${line}`);
  }
  if (stack.length !== 1) throw new Error(`unclosed: ${stack.map((n) => n.name).join(' > ')}`);
  return root;
}

const child = (node: Node, name: string) => node.children.find((c) => c.name === name);
const path = (node: Node, ...names: string[]) => names.reduce<Node | undefined>((n, name) => n && child(n, name), node);
const value = (node: Node | undefined, name: string) => node && child(node, name)?.value;
const names = (node: Node | undefined) => node?.children.map((c) => c.name);

function split(text: string) {
  const [header, body] = text.split('\r\n\r\n');
  return { header: header.split('\r\n'), tree: parseSgml(body) };
}

describe('buildOfx (OFX 1.0.2 SGML bank statement)', () => {
  const text = ofxDocument(sampleRows, account, period, now);
  const { header, tree } = split(text);
  const stmtrs = path(tree, 'OFX', 'BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS')!;
  const transactions = path(stmtrs, 'BANKTRANLIST')!.children.filter((c) => c.name === 'STMTTRN');

  it('starts with the OFXHEADER:100 header block and a blank line', () => {
    expect(header).toEqual([...OFX_HEADER]);
    expect(header[0]).toBe('OFXHEADER:100');
    expect(header).toContain('VERSION:102');
    expect(header).toContain('DATA:OFXSGML');
  });

  it('closes every aggregate it opens, in order, with one OFX root', () => {
    expect(names(tree)).toEqual(['OFX']);
    expect(names(path(tree, 'OFX'))).toEqual(['SIGNONMSGSRSV1', 'BANKMSGSRSV1']);
    expect(() => parseSgml('<OFX>\r\n<A>\r\n</OFX>\r\n</A>')).toThrow('</OFX> closes <A>');
  });

  it('signs on with a success status and the server time in GMT', () => {
    const sonrs = path(tree, 'OFX', 'SIGNONMSGSRSV1', 'SONRS')!;
    expect(names(sonrs)).toEqual(['STATUS', 'DTSERVER', 'LANGUAGE']);
    expect(value(child(sonrs, 'STATUS'), 'CODE')).toBe('0');
    expect(value(sonrs, 'DTSERVER')).toBe('20260405134501.000[0:GMT]');
  });

  it('describes the account and the period in DTD order', () => {
    expect(names(stmtrs)).toEqual(['CURDEF', 'BANKACCTFROM', 'BANKTRANLIST', 'LEDGERBAL']);
    expect(value(stmtrs, 'CURDEF')).toBe('GBP');
    const from = child(stmtrs, 'BANKACCTFROM')!;
    expect(from.children.map((c) => [c.name, c.value])).toEqual([
      ['BANKID', '609303'],
      ['ACCTID', '87651234'],
      ['ACCTTYPE', 'CHECKING'],
    ]);
    const list = child(stmtrs, 'BANKTRANLIST')!;
    expect([value(list, 'DTSTART'), value(list, 'DTEND')]).toEqual(['20260101', '20260331']);
    const ledger = child(stmtrs, 'LEDGERBAL')!;
    expect([value(ledger, 'BALAMT'), value(ledger, 'DTASOF')]).toEqual(['3372.50', '20260331']);
  });

  it('has one STMTTRN per row, FITID the transaction id, TRNAMT signed to match TRNTYPE', () => {
    expect(transactions).toHaveLength(sampleRows.length);
    transactions.forEach((trn, i) => {
      expect(value(trn, 'FITID')).toBe(sampleRows[i].id);
      const amount = Number(value(trn, 'TRNAMT'));
      expect(value(trn, 'TRNTYPE')).toBe(amount < 0 ? 'DEBIT' : 'CREDIT');
      expect(value(trn, 'TRNTYPE')).toBe(sampleRows[i].debitCreditFlag === 'D' ? 'DEBIT' : 'CREDIT');
      expect(value(trn, 'DTPOSTED')).toBe(sampleRows[i].date.replace(/-/g, ''));
    });
  });

  it.each([
    ['a debit', debitRow, [['TRNTYPE', 'DEBIT'], ['DTPOSTED', '20260105'], ['TRNAMT', '-12.50'], ['FITID', 'FT26005AAA-1'], ['NAME', 'Tesco Stores 2231'], ['MEMO', 'CARD 1234']]],
    ['a credit', creditRow, [['TRNTYPE', 'CREDIT'], ['DTPOSTED', '20260106'], ['TRNAMT', '2500.00'], ['FITID', 'FT26006BBB-1'], ['NAME', 'ACME Ltd salary'], ['MEMO', 'JAN PAY']]],
  ])('writes %s in the DTD element order', (_, row, expected) => {
    const trn = transactions[sampleRows.indexOf(row)];
    expect(trn.children.map((c) => [c.name, c.value])).toEqual(expected);
  });

  it('escapes &, < and >, cuts NAME to 32 characters, and leaves out an empty MEMO', () => {
    const trn = transactions[sampleRows.indexOf(escapingRow)];
    expect(value(trn, 'NAME')).toBe('Marks &amp; Spencer &lt;Café&gt; £ € and a');
    expect(value(trn, 'NAME')!.replace(/&(amp|lt|gt);/g, '_')).toHaveLength(32);
    expect(value(trn, 'MEMO')).toBe('Ref, with "quotes"');
    expect(names(transactions[5])).not.toContain('MEMO');
  });

  it.each<[string, Partial<ExportAccount>, string]>([
    ['current', { group: 'current' }, 'CHECKING'],
    ['racing', { group: 'racing', originalType: 'CSA' }, 'CHECKING'],
    ['deposit', { group: 'deposit', originalType: 'TRD' }, 'SAVINGS'],
    ['lending', { group: 'lending', originalType: 'LON' }, 'CREDITLINE'],
    ['an unknown group, OBDX TRD', { group: 'other', originalType: 'TRD' }, 'SAVINGS'],
    ['nothing known', { group: '', originalType: '' }, 'CHECKING'],
  ])('ACCTTYPE for %s is %s', (_, change, expected) => {
    expect(ofxAccountType({ ...account, ...change })).toBe(expected);
  });

  it("falls back to the last row's balance, and leaves LEDGERBAL out rather than invent one", () => {
    const noClosing = { ...period, closingBalance: null };
    const fromRows = split(ofxDocument(sampleRows, account, noClosing, now)).tree;
    expect(value(path(fromRows, 'OFX', 'BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS', 'LEDGERBAL'), 'BALAMT')).toBe('3372.50');
    const unknown = split(ofxDocument([{ ...debitRow, balance: null }], account, noClosing, now)).tree;
    expect(names(path(unknown, 'OFX', 'BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS'))).toEqual(['CURDEF', 'BANKACCTFROM', 'BANKTRANLIST']);
  });

  it('is well formed with no rows and with 5 000', () => {
    expect(split(ofxDocument([], account, period, now)).tree.children).toHaveLength(1);
    const big = split(ofxDocument(manyRows(5000), account, period, now)).tree;
    expect(path(big, 'OFX', 'BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS', 'BANKTRANLIST')!.children.filter((c) => c.name === 'STMTTRN')).toHaveLength(5000);
  });

  it('saves the text as Windows-1252, as the header declares, under an .ofx name', async () => {
    const file = buildOfx(sampleRows, account, period, now);
    expect(file.fileName).toBe('Everyday-1234-2026-01-01-to-2026-03-31.ofx');
    expect(file.mimeType).toBe('application/x-ofx');
    const bytes = new Uint8Array(await file.data.arrayBuffer());
    expect(bytes).toContain(0xa3); // £
    expect(bytes).toContain(0x80); // €
    expect(decode1252(bytes)).toBe(text);
  });
});
