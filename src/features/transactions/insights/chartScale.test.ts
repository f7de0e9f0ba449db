import { PLOT_HEIGHT, PLOT_WIDTH, areaPath, domainOf, stepCentrePercent, stepPath, yOf } from './chartScale';

const days = (...balances: number[]) => balances.map((balance, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, balance }));

describe('domainOf: the amounts the plot spans', () => {
  it.each([
    ['a twentieth of the range above and below', days(100, 300, 200), { min: 90, max: 310 }],
    ['a flat balance gets a pound either side', days(50, 50), { min: 49, max: 51 }],
    ['an overdrawn stretch reaches below zero', days(-100, 100), { min: -110, max: 110 }],
    ['no days: a unit either side of zero', [], { min: -1, max: 1 }],
  ])('%s', (_, input, expected) => {
    expect(domainOf(input)).toEqual(expected);
  });
});

describe('yOf: an amount to a height (SVG grows downwards)', () => {
  it.each([
    [310, 0],
    [90, PLOT_HEIGHT],
    [200, PLOT_HEIGHT / 2],
  ])('%d sits at %d', (amount, y) => {
    expect(yOf(amount, { min: 90, max: 310 })).toBeCloseTo(y);
  });
});

describe('stepPath: the balance holds all day and steps at its end', () => {
  it('draws each day as a flat run joined to the next by an upright', () => {
    const domain = { min: 0, max: 200 };
    expect(stepPath(days(100, 200), domain)).toBe(`M0 100H500L500 0H${PLOT_WIDTH}`);
  });

  it('draws one day across the whole plot, and nothing for no days', () => {
    expect(stepPath(days(100), { min: 0, max: 200 })).toBe(`M0 100H${PLOT_WIDTH}`);
    expect(stepPath([], { min: 0, max: 200 })).toBe('');
    expect(areaPath([], { min: 0, max: 200 })).toBe('');
  });

  it('closes the area under the line down to the bottom edge', () => {
    expect(areaPath(days(100), { min: 0, max: 200 })).toBe(`M0 100H${PLOT_WIDTH}V${PLOT_HEIGHT}H0Z`);
  });

  it('marks a day in the middle of its step', () => {
    expect(stepCentrePercent(0, 4)).toBe(12.5);
    expect(stepCentrePercent(3, 4)).toBe(87.5);
  });
});
