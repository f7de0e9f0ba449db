import { parseBulkAmount, penceToAmount } from './bulkAmount';

describe('parseBulkAmount: plain pounds and pence, read into whole pence', () => {
  it.each<[string, number | undefined]>([
    ['125', 12500],
    ['125.5', 12550],
    ['125.50', 12550],
    ['0.01', 1],
    ['0.1', 10],
    ['.50', undefined],
    ['007.50', 750],
    [' 12.34 ', 1234],
    ['0', 0],
    ['0.00', 0],
    ['100000', 10000000],
    ['9999999999999.99', 999999999999999],
    ['99999999999999', undefined],
    ['12.345', undefined],
    ['12.', undefined],
    ['1,250.00', undefined],
    ['£12.50', undefined],
    ['-12.50', undefined],
    ['+12.50', undefined],
    ['1e3', undefined],
    ['12 50', undefined],
    ['', undefined],
    ['abc', undefined],
    ['١٢', undefined],
  ])('%p is %p pence', (text, pence) => {
    expect(parseBulkAmount(text)).toBe(pence);
  });

  it('adds up without float error', () => {
    expect(parseBulkAmount('0.1')! + parseBulkAmount('0.2')!).toBe(parseBulkAmount('0.3'));
  });
});

describe('penceToAmount', () => {
  it.each([
    [12550, '125.50'],
    [1, '0.01'],
    [0, '0.00'],
    [10000000, '100000.00'],
    [-250, '-2.50'],
  ])('%p pence is %p', (pence, text) => {
    expect(penceToAmount(pence)).toBe(text);
  });
});
