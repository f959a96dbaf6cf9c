import { describe, expect, it } from 'vitest';
import { createKeyedMutex } from '../keyedMutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createKeyedMutex', () => {
  it('runs the tasks of one key one at a time, in arrival order', async () => {
    const mutex = createKeyedMutex();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      mutex.run('a', task('1')),
      mutex.run('a', task('2')),
      mutex.run('a', task('3')),
    ]);
    expect(results).toEqual(['1', '2', '3']);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(mutex.size).toBe(0);
  });

  it('lets different keys run side by side', async () => {
    const mutex = createKeyedMutex();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
    };
    await Promise.all([mutex.run('a', task('a')), mutex.run('b', task('b'))]);
    expect(log.slice(0, 2).sort()).toEqual(['start a', 'start b']);
  });

  it('passes a failure to its caller and still runs the next task', async () => {
    const mutex = createKeyedMutex();
    const failing = mutex.run('a', async () => {
      throw new Error('boom');
    });
    const next = mutex.run('a', async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
    expect(mutex.size).toBe(0);
  });
});
