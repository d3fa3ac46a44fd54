import { describe, expect, it } from 'vitest';
import { liveParts, partsToSend } from './category-parts.ts';

const ids = ['food', 'home'];

describe('parts of the value per category', () => {
  it('says what the parts typed so far leave of the value, or pass it by', () => {
    expect(liveParts('100', ids, { food: '30' }).leftMinor).toBe(7000);
    expect(liveParts('100', ids, { food: '30', home: '80.01' }).leftMinor).toBe(-1001);
    expect(liveParts('', ids, { food: '30' }).leftMinor).toBeNull();
    expect(liveParts('0.3', ids, { food: '0.1', home: '0.2' })).toEqual({
      leftMinor: 0,
      parts: [
        { categoryId: 'food', minor: 10 },
        { categoryId: 'home', minor: 20 },
      ],
    });
  });

  it('sends parts only when divided among two or more and they add up exactly', () => {
    const values = { amount: 100, categoryIds: ids, divided: true };
    expect(partsToSend({ ...values, partTexts: { food: '30.25', home: '69.75' } })).toEqual({
      categoryParts: [
        { categoryId: 'food', amount: 30.25 },
        { categoryId: 'home', amount: 69.75 },
      ],
    });
    expect(partsToSend({ ...values, partTexts: { food: '30', home: '69.99' } })).toHaveProperty(
      'problem',
    );
    expect(partsToSend({ ...values, partTexts: { food: '100', home: '0' } })).toHaveProperty(
      'problem',
    );
    expect(
      partsToSend({ ...values, partTexts: { food: '30.255', home: '69.745' } }),
    ).toHaveProperty('problem');
    expect(partsToSend({ ...values, divided: false, partTexts: {} })).toEqual({
      categoryParts: null,
    });
    expect(partsToSend({ ...values, categoryIds: ['food'], partTexts: {} })).toEqual({
      categoryParts: null,
    });
  });
});
