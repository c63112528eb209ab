import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { RenderGate } from './render-gate';

/** A response as the gate sees it: it ends ('finish') or its connection closes ('close'). */
class FakeResponse extends EventEmitter {
  destroyed = false;
  writableEnded = false;
  /** ended by the server; 'finish' and 'close' follow once the client has read it */
  end() {
    this.writableEnded = true;
    this.emit('prefinish');
  }
  hangUp() {
    this.destroyed = true;
    this.emit('close');
  }
}

const response = () => new FakeResponse() as FakeResponse & ServerResponse;
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('render gate', () => {
  it('renders at most `limit` pages at once and the waiting ones in arrival order', async () => {
    const gate = new RenderGate(2);
    const started: number[] = [];
    const responses = [1, 2, 3, 4].map((n) => {
      const res = response();
      expect(gate.run(res, () => started.push(n))).toBe(true);
      return res;
    });
    await settle();
    expect(started).toEqual([1, 2]);
    expect(gate.state).toMatchObject({ running: 2, waiting: 2 });
    responses[1]!.end();
    await settle();
    expect(started).toEqual([1, 2, 3]);
    responses[0]!.end();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    responses[2]!.end();
    responses[3]!.end();
    await settle();
    expect(gate.state).toMatchObject({ running: 0, waiting: 0 });
  });

  it('skips a request whose client left while it waited, and frees a place when a connection closes', async () => {
    const gate = new RenderGate(1);
    const started: string[] = [];
    const first = response();
    const gone = response();
    const next = response();
    gate.run(first, () => started.push('first'));
    gate.run(gone, () => started.push('gone'));
    gate.run(next, () => started.push('next'));
    await settle();
    gone.hangUp();
    first.hangUp();
    await settle();
    expect(started).toEqual(['first', 'next']);
    expect(gate.state).toMatchObject({ running: 1, waiting: 0 });
  });

  it('frees a place when the page is written, before a slow client has read it', async () => {
    const gate = new RenderGate(1);
    const started: string[] = [];
    const slowReader = response();
    gate.run(slowReader, () => {
      started.push('large page');
      // written, but the client reads nothing: no 'finish' or 'close' yet
      slowReader.end();
    });
    gate.run(response(), () => started.push('next'));
    await settle();
    expect(started).toEqual(['large page', 'next']);
  });

  it('refuses at once when the line is full, and frees the place of a render that failed', async () => {
    const gate = new RenderGate(1, 1);
    const failing = response();
    expect(gate.run(failing, () => Promise.reject(new Error('render failed')))).toBe(true);
    expect(gate.run(response(), () => undefined)).toBe(true);
    expect(gate.run(response(), () => undefined)).toBe(false);
    await settle();
    // the failed render's place went to the waiting one
    expect(gate.state).toMatchObject({ running: 1, waiting: 0 });
  });

  it('runs refreshes nobody waits for only when no page waits, and refuses them beyond their own line', async () => {
    const gate = new RenderGate(1, 1, 2);
    const started: string[] = [];
    const first = response();
    gate.run(first, () => started.push('first'));
    const finish: Record<string, () => void> = {};
    const refresh = (name: string) =>
      gate.runDetached(() => {
        started.push(name);
        return new Promise<string>((resolve) => (finish[name] = () => resolve(name)));
      });
    const refreshed = [refresh('refresh 1'), refresh('refresh 2')];
    // their own line (two) is full: a third renders nothing, and takes nothing from the pages' line
    await expect(refresh('refused')).rejects.toThrow();
    const second = response();
    expect(gate.run(second, () => started.push('second'))).toBe(true);
    expect(gate.run(response(), () => started.push('third'))).toBe(false);
    await settle();
    expect(gate.state).toEqual({ running: 1, waiting: 1, refreshes: 2 });
    // a page that waits goes before the refreshes that waited longer
    first.end();
    await settle();
    expect(started).toEqual(['first', 'second']);
    second.end();
    await settle();
    expect(started).toEqual(['first', 'second', 'refresh 1']);
    finish['refresh 1']!();
    await expect(refreshed[0]).resolves.toBe('refresh 1');
    await settle();
    expect(started).toEqual(['first', 'second', 'refresh 1', 'refresh 2']);
    finish['refresh 2']!();
    await refreshed[1];
    await settle();
    expect(gate.state).toEqual({ running: 0, waiting: 0, refreshes: 0 });
    // a refresh that fails frees its place too
    await expect(gate.runDetached(() => Promise.reject(new Error('render failed')))).rejects.toThrow();
    expect(gate.state).toEqual({ running: 0, waiting: 0, refreshes: 0 });
  });
});
