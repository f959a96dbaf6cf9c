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

  it('reentrant: a task holding a key runs a nested task of that key at once (the plain mutex would wait for itself)', async () => {
    const mutex = createKeyedMutex({ reentrant: true });
    const log: string[] = [];
    await mutex.run('a', async () => {
      log.push('outer');
      await tick();
      log.push(await mutex.run('a', async () => 'nested'));
      log.push(await mutex.runAll(['a'], async () => 'nested all'));
    });
    expect(log).toEqual(['outer', 'nested', 'nested all']);
    expect(mutex.size).toBe(0);
  });

  it('reentrant: other callers still wait, and a task started in the background inside a holder waits once it is done', async () => {
    const mutex = createKeyedMutex({ reentrant: true });
    const log: string[] = [];
    let background: Promise<void> | undefined;
    const outer = mutex.run('a', async () => {
      log.push('start outer');
      background = (async () => {
        await tick();
        await tick();
        await mutex.run('a', async () => {
          log.push('background');
        });
      })();
      await tick();
      log.push('end outer');
    });
    const waiting = mutex.run('a', async () => {
      log.push('start other');
      await tick();
      await tick();
      await tick();
      log.push('end other');
    });
    await Promise.all([outer, waiting]);
    await background;
    expect(log).toEqual(['start outer', 'end outer', 'start other', 'end other', 'background']);
  });

  it('runAll holds every key: single-key tasks of any of them wait, keys outside run side by side', async () => {
    const mutex = createKeyedMutex({ reentrant: true });
    const log: string[] = [];
    const all = mutex.runAll(['b', 'a', 'b'], async () => {
      log.push('start all');
      await tick();
      await tick();
      log.push('end all');
    });
    await tick();
    const [a, c] = [mutex.run('a', async () => log.push('a')), mutex.run('c', async () => log.push('c'))];
    await Promise.all([all, a, c]);
    expect(log).toEqual(['start all', 'c', 'end all', 'a']);
    expect(mutex.size).toBe(0);
  });
});
