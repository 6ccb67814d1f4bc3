import { describe, expect, it } from 'vitest';
import { numberPlaceholders } from './prepared-statements.ts';

describe('numberPlaceholders', () => {
  it('numbers the ORM placeholders in order, casts included', () => {
    expect(numberPlaceholders('select * from t where a = ? and b = ?::uuid and c in (?, ?)')).toBe(
      'select * from t where a = $1 and b = $2::uuid and c in ($3, $4)',
    );
  });

  it('leaves question marks inside quoted text alone', () => {
    expect(numberPlaceholders(`select 'why?', 'it''s ?' , x from t where y = ?`)).toBe(
      `select 'why?', 'it''s ?' , x from t where y = $1`,
    );
  });
});
