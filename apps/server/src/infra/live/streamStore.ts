/**
 * The latest state of each live stream (ARCHITECTURE "Live presenting": late joiners need it, so it is stored, not only
 * broadcast). In memory for one process; in Redis when REDIS_URL is set, so every server process answers a join
 * with the same snapshot. A snapshot, never a replay: only the newest state, pointer and the slides' drawings.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { STREAM_LIMITS, type SlideDatum, type StreamPointer, type StreamSnapshot, type StreamState } from '@podium/shared';

/** A stream nobody touched for this long is forgotten (Redis expiry; the memory store keeps the most recently used). */
const STREAM_TTL_SECONDS = 24 * 60 * 60;
const MEMORY_MAX_STREAMS = 10_000;

export interface StreamStore {
  snapshot(deckId: number): Promise<StreamSnapshot>;
  setState(deckId: number, state: StreamState, at: number): Promise<void>;
  setPointer(deckId: number, pointer: StreamPointer): Promise<void>;
  /** Appends a stroke to a slide; false when the slide already holds the most strokes allowed. */
  addDatum(deckId: number, slideKey: string, datum: SlideDatum): Promise<boolean>;
  /** Clears one slide's drawings, or all of them. */
  clearData(deckId: number, slideKey?: string): Promise<void>;
}

/** One process's streams. */
export class MemoryStreamStore implements StreamStore {
  private readonly streams = new LRUCache<number, StreamSnapshot>({ max: MEMORY_MAX_STREAMS });

  private stream(deckId: number): StreamSnapshot {
    let stream = this.streams.get(deckId);
    if (!stream) {
      this.streams.set(deckId, (stream = { state: null, at: 0, pointer: null, slide_data: {} }));
    }
    return stream;
  }

  async snapshot(deckId: number): Promise<StreamSnapshot> {
    const stream = this.streams.get(deckId);
    return stream ? structuredClone(stream) : { state: null, at: 0, pointer: null, slide_data: {} };
  }

  async setState(deckId: number, state: StreamState, at: number): Promise<void> {
    const stream = this.stream(deckId);
    if (at > stream.at) Object.assign(stream, { state, at });
  }

  async setPointer(deckId: number, pointer: StreamPointer): Promise<void> {
    this.stream(deckId).pointer = pointer;
  }

  async addDatum(deckId: number, slideKey: string, datum: SlideDatum): Promise<boolean> {
    const data = this.stream(deckId).slide_data;
    const strokes = (data[slideKey] ??= []);
    if (strokes.length >= STREAM_LIMITS.strokesPerSlide) return false;
    strokes.push(datum);
    return true;
  }

  async clearData(deckId: number, slideKey?: string): Promise<void> {
    const stream = this.stream(deckId);
    if (slideKey) delete stream.slide_data[slideKey];
    else stream.slide_data = {};
  }
}

/** The Lua scripts of the Redis store: each runs as one atomic step. */
const STREAM_SCRIPTS = {
  /** Compare-and-set: two processes publishing at once must not store the older state last. */
  streamSetState: {
    numberOfKeys: 1,
    lua: `local cur = tonumber(redis.call('HGET', KEYS[1], 'at') or '0')
       if tonumber(ARGV[2]) > cur then redis.call('HSET', KEYS[1], 'state', ARGV[1], 'at', ARGV[2]) end
       redis.call('EXPIRE', KEYS[1], ARGV[3])`,
  },
  /** Appends a stroke unless the slide is full (1 when added, 0 when full). */
  streamAddDatum: {
    numberOfKeys: 2,
    lua: `if redis.call('LLEN', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
       redis.call('RPUSH', KEYS[1], ARGV[1]); redis.call('SADD', KEYS[2], ARGV[3])
       redis.call('EXPIRE', KEYS[1], ARGV[4]); redis.call('EXPIRE', KEYS[2], ARGV[4])
       return 1`,
  },
} as const;

/** The scripts as commands of the client (ioredis `defineCommand`). */
interface StreamScripts {
  streamSetState(key: string, state: string, at: string, ttlSeconds: string): Promise<unknown>;
  streamAddDatum(list: string, slides: string, datum: string, maxStrokes: string, slideKey: string, ttlSeconds: string): Promise<unknown>;
}

/**
 * Streams in Redis: `{prefix}stream:{id}` is a hash with the state (`state`, `at`) and pointer; each slide's strokes
 * are a list `{prefix}stream:{id}:data:{h/v}`, listed in the set `{prefix}stream:{id}:slides`.
 */
export class RedisStreamStore implements StreamStore {
  private readonly scripts: StreamScripts;

  constructor(private readonly redis: Redis, private readonly prefix: string) {
    // Sent by SHA (EVALSHA) once Redis knows a script, not as the whole text on every state change; ioredis loads it
    // again by itself when Redis answers NOSCRIPT (a restart or SCRIPT FLUSH).
    for (const [name, script] of Object.entries(STREAM_SCRIPTS)) redis.defineCommand(name, script);
    this.scripts = redis as Redis & StreamScripts;
  }

  private key = (deckId: number, suffix = '') => `${this.prefix}stream:${deckId}${suffix}`;

  async snapshot(deckId: number): Promise<StreamSnapshot> {
    const [hash, slides] = await Promise.all([this.redis.hgetall(this.key(deckId)), this.redis.smembers(this.key(deckId, ':slides'))]);
    const lists = slides.length ? await Promise.all(slides.map((slide) => this.redis.lrange(this.key(deckId, `:data:${slide}`), 0, -1))) : [];
    const slideData: Record<string, SlideDatum[]> = {};
    slides.forEach((slide, i) => {
      if (lists[i]!.length) slideData[slide] = lists[i]!.map((raw) => JSON.parse(raw) as SlideDatum);
    });
    return {
      state: hash.state ? (JSON.parse(hash.state) as StreamState) : null,
      at: Number(hash.at ?? 0),
      pointer: hash.pointer ? (JSON.parse(hash.pointer) as StreamPointer) : null,
      slide_data: slideData,
    };
  }

  async setState(deckId: number, state: StreamState, at: number): Promise<void> {
    await this.scripts.streamSetState(this.key(deckId), JSON.stringify(state), String(at), String(STREAM_TTL_SECONDS));
  }

  async setPointer(deckId: number, pointer: StreamPointer): Promise<void> {
    await this.redis.multi().hset(this.key(deckId), 'pointer', JSON.stringify(pointer)).expire(this.key(deckId), STREAM_TTL_SECONDS).exec();
  }

  async addDatum(deckId: number, slideKey: string, datum: SlideDatum): Promise<boolean> {
    const list = this.key(deckId, `:data:${slideKey}`);
    const added = await this.scripts.streamAddDatum(
      list, this.key(deckId, ':slides'), JSON.stringify(datum), String(STREAM_LIMITS.strokesPerSlide), slideKey, String(STREAM_TTL_SECONDS),
    );
    return added === 1;
  }

  async clearData(deckId: number, slideKey?: string): Promise<void> {
    const slides = slideKey ? [slideKey] : await this.redis.smembers(this.key(deckId, ':slides'));
    if (!slides.length) return;
    await this.redis.multi()
      .del(...slides.map((slide) => this.key(deckId, `:data:${slide}`)))
      .srem(this.key(deckId, ':slides'), ...slides)
      .exec();
  }
}
