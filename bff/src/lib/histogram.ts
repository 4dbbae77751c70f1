import type { Metric, Registry } from 'prom-client';

type Labels = Record<string, string | number>;
interface Series {
  labels: Labels;
  /** Observations per bucket (not cumulative); the last slot counts those above every bound. */
  counts: Float64Array;
  sum: number;
  count: number;
  /** Recorded since the start or the last reset (prom-client lists only those). */
  live: boolean;
}

/**
 * A Prometheus histogram whose series are bound once: `series(labels)` gives a function that
 * records one observation with a bucket search and three additions. prom-client's Histogram
 * copies, validates and hashes the label object on every observation, even through `labels()`,
 * and the BFF makes two per request. The exposition is prom-client's own (this registers in a
 * prom-client Registry and answers `get()` as its Histogram does: cumulative `_bucket` lines
 * with `le` first, `+Inf`, `_sum`, `_count`); bff/test/histogram.test.ts compares the two.
 */
export class SeriesHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly all: Series[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    readonly upperBounds: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  /** The recorder of one series (call once per label set and keep it). */
  series(labels: Record<L, string | number>): (value: number) => void {
    const s: Series = {
      labels,
      counts: new Float64Array(this.upperBounds.length + 1),
      sum: 0,
      count: 0,
      live: false,
    };
    this.all.push(s);
    const bounds = this.upperBounds;
    return (value: number) => {
      if (!Number.isFinite(value)) return;
      let i = 0;
      while (i < bounds.length && value > (bounds[i] as number)) i++;
      (s.counts as Float64Array)[i] = ((s.counts as Float64Array)[i] as number) + 1;
      s.sum += value;
      s.count += 1;
      s.live = true;
    };
  }

  get() {
    const values: { labels: Labels; value: number; metricName: string }[] = [];
    const bucket = `${this.name}_bucket`;
    for (const s of this.all) {
      if (!s.live) continue;
      let acc = 0;
      this.upperBounds.forEach((le, i) => {
        acc += s.counts[i] as number;
        values.push({ labels: { le, ...s.labels }, value: acc, metricName: bucket });
      });
      values.push({ labels: { le: '+Inf', ...s.labels }, value: s.count, metricName: bucket });
      values.push({ labels: { ...s.labels }, value: s.sum, metricName: `${this.name}_sum` });
      values.push({ labels: { ...s.labels }, value: s.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    for (const s of this.all) {
      s.counts.fill(0);
      s.sum = 0;
      s.count = 0;
      s.live = false;
    }
  }
}

/** A Prometheus counter with series bound once, as SeriesHistogram (prom-client's exposition). */
export class SeriesCounter<L extends string> {
  readonly type = 'counter';
  readonly aggregator = 'sum';
  private readonly all: { labels: Labels; value: number; live: boolean }[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  /** The incrementer of one series (call once per label set and keep it). */
  series(labels: Record<L, string | number>): () => void {
    const s = { labels, value: 0, live: false };
    this.all.push(s);
    return () => {
      s.value += 1;
      s.live = true;
    };
  }

  get() {
    const values = this.all
      .filter((s) => s.live)
      .map((s) => ({ labels: { ...s.labels }, value: s.value, metricName: this.name }));
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    for (const s of this.all) {
      s.value = 0;
      s.live = false;
    }
  }
}
