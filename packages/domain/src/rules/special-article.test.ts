import { describe, expect, it } from 'vitest';
import { CLOSE_OUT, HOT_DEAL, packagingDamage, specialFlags } from './special-article.ts';

describe('specialFlags', () => {
  it('flags a hot deal when the categorisation includes 34371', () => {
    expect(specialFlags({ categorisation: [1, HOT_DEAL], campaignApplies: false })).toEqual({
      hotDeal: true,
      closeOut: false,
    });
    expect(HOT_DEAL).toBe(34371);
  });

  it('flags a close-out when the categorisation includes 34381', () => {
    expect(specialFlags({ categorisation: [CLOSE_OUT], campaignApplies: false })).toEqual({
      hotDeal: false,
      closeOut: true,
    });
    expect(CLOSE_OUT).toBe(34381);
  });

  it('flags both when both codes are present', () => {
    expect(specialFlags({ categorisation: [CLOSE_OUT, HOT_DEAL], campaignApplies: false })).toEqual(
      { hotDeal: true, closeOut: true },
    );
  });

  it('flags nothing when a campaign applies', () => {
    expect(specialFlags({ categorisation: [HOT_DEAL, CLOSE_OUT], campaignApplies: true })).toEqual({
      hotDeal: false,
      closeOut: false,
    });
  });

  it('flags nothing for an article without special codes', () => {
    expect(specialFlags({ categorisation: [], campaignApplies: false })).toEqual({
      hotDeal: false,
      closeOut: false,
    });
    expect(specialFlags({ categorisation: [34372, 3437], campaignApplies: false }).hotDeal).toBe(
      false,
    );
  });
});

describe('packagingDamage', () => {
  it('recognises 1DAP as damaged packaging', () => {
    expect(packagingDamage('ABC1231DAP')).toBe('damaged');
  });

  it('recognises 2DAP as heavily damaged packaging', () => {
    expect(packagingDamage('ABC1232DAP')).toBe('heavilyDamaged');
  });

  it('ignores case', () => {
    expect(packagingDamage('abc1231dap')).toBe('damaged');
    expect(packagingDamage('abc1232Dap')).toBe('heavilyDamaged');
  });

  it('does not treat other suffixes or DAP in the middle as damaged', () => {
    expect(packagingDamage('ABC123DAP')).toBeNull();
    expect(packagingDamage('ABC1233DAP')).toBeNull();
    expect(packagingDamage('1DAPX')).toBeNull();
    expect(packagingDamage('')).toBeNull();
    expect(packagingDamage('ABC123')).toBeNull();
  });

  it('accepts the bare suffix as an article number', () => {
    expect(packagingDamage('1DAP')).toBe('damaged');
  });
});
