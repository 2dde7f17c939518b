import { describe, expect, it } from 'vitest';
import { basisPointsToPercentInput, centsToDollarsInput, dollarsToCents, percentToBasisPoints } from './money';

describe('prices: dollars in the form, cents on the wire', () => {
  it.each([
    ['250', 25_000],
    ['150.5', 15_050],
    ['149.99', 14_999],
    ['1.005', 101],
    ['0', 0],
  ])('%s dollars → %i cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('refuses what is not an amount', () => {
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('-5')).toBeNaN();
    expect(dollarsToCents('abc')).toBeNaN();
  });

  it.each([
    [25_000, '250'],
    [15_050, '150.50'],
    [14_999, '149.99'],
    [5, '0.05'],
  ])('%i cents start the field as %s', (cents, text) => {
    expect(centsToDollarsInput(cents)).toBe(text);
    expect(dollarsToCents(text)).toBe(cents);
  });
});

describe('tax: percent in the form, basis points on the wire', () => {
  it.each([
    ['6.5', 650],
    ['6.5%', 650],
    ['7', 700],
    ['6.75', 675],
    ['0.125', 13],
    ['0', 0],
    [' 8.25 ', 825],
  ])('%s%% → %i basis points', (percent, points) => {
    expect(percentToBasisPoints(percent)).toBe(points);
  });

  it('reads an empty field as no default tax, and refuses the rest', () => {
    expect(percentToBasisPoints('')).toBeNull();
    expect(percentToBasisPoints('six')).toBeNaN();
    expect(percentToBasisPoints('-1')).toBeNaN();
  });

  it.each([
    [650, '6.5'],
    [700, '7'],
    [675, '6.75'],
    [5, '0.05'],
    [null, ''],
  ])('%s basis points start the field as %s', (points, text) => {
    expect(basisPointsToPercentInput(points)).toBe(text);
    if (points !== null) expect(percentToBasisPoints(text)).toBe(points);
  });
});
