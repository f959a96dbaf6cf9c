import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMetrics } from '../metrics';
import { createAnswerChecks, UNEXPECTED_ANSWER } from '../providerAnswers';

class Unexpected extends Error {
  constructor(readonly operation: string) {
    super(UNEXPECTED_ANSWER.ghl);
  }
}

function setUp() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const metrics = createMetrics();
  const checks = createAnswerChecks({
    provider: 'ghl',
    reporting: { log, metrics },
    unexpected: (operation) => new Unexpected(operation),
  });
  const counter = async (name: string) => {
    const line = (await metrics.render()).body.split('\n').find((l) => l.startsWith(`${name}{`));
    return line ? Number(line.split(' ').pop()) : 0;
  };
  return { lines, checks, counter };
}

const stage = z.object({ id: z.string().min(1), name: z.string().min(1) });

describe('provider answer checks', () => {
  it('an answer of another shape throws the client’s error, logged with the operation and counted', async () => {
    const { lines, checks, counter } = setUp();
    for (const body of ['<html>', [], null, { stages: 'x' }]) {
      expect(() => checks.answer('GET /x', z.object({ stages: z.array(z.unknown()) }), body)).toThrow(Unexpected);
    }
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ msg: UNEXPECTED_ANSWER.ghl, provider: 'ghl', operation: 'GET /x' });
    expect(await counter('portal_provider_unexpected_answers_total')).toBe(4);
  });

  it('declared fields only: what the schema does not name is dropped', () => {
    const { checks } = setUp();
    expect(checks.answer('GET /x', stage, { id: 'a', name: 'A', extra: '<script>' })).toEqual({ id: 'a', name: 'A' });
  });

  it('skips and counts the unusable items of a list; none usable is unexpected unless the caller takes an empty list', async () => {
    const { lines, checks, counter } = setUp();
    expect(checks.items('GET /x', stage, [{ id: 'a', name: 'A' }, { name: 'B' }, [], 'c'])).toEqual([
      { id: 'a', name: 'A' },
    ]);
    expect(await counter('portal_provider_items_skipped_total')).toBe(3);
    expect(lines).toContainEqual(expect.objectContaining({ operation: 'GET /x', skipped: 3, of: 4 }));

    expect(() => checks.items('GET /x', stage, [[]])).toThrow(Unexpected);
    expect(checks.items('GET /x', stage, [[]], { noneUsable: 'empty' })).toEqual([]);
    expect(checks.items('GET /x', stage, [])).toEqual([]);
  });

  it('logs where an answer is wrong, never the values it carries', () => {
    const { lines, checks } = setUp();
    expect(() =>
      checks.answer('GET /x', stage, { id: 'secret-token-value-1234', name: 42, email: 'someone@example.com' }),
    ).toThrow(Unexpected);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('name');
    expect(logged).not.toContain('secret-token-value-1234');
    expect(logged).not.toContain('someone@example.com');
  });
});
