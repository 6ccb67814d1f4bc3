import { describe, expect, it } from 'vitest';
import { durationParts } from './duration.ts';

describe('durationParts', () => {
  it('shows minutes under an hour, never zero', () => {
    expect(durationParts(0)).toEqual({ unit: 'minute', value: 1 });
    expect(durationParts(5 * 60)).toEqual({ unit: 'minute', value: 5 });
    expect(durationParts(59 * 60 + 29)).toEqual({ unit: 'minute', value: 59 });
  });

  it('shows hours with one decimal under two days', () => {
    expect(durationParts(3600)).toEqual({ unit: 'hour', value: 1 });
    expect(durationParts(7200 + 1800)).toEqual({ unit: 'hour', value: 2.5 });
    expect(durationParts(47.9 * 3600)).toEqual({ unit: 'hour', value: 47.9 });
  });

  it('shows days with one decimal from two days on', () => {
    expect(durationParts(48 * 3600)).toEqual({ unit: 'day', value: 2 });
    expect(durationParts(123_120)).toEqual({ unit: 'hour', value: 34.2 });
    expect(durationParts(10 * 86_400 + 43_200)).toEqual({ unit: 'day', value: 10.5 });
  });
});
