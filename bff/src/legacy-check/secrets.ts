/** What the check sends and never prints: replaced by `***` in any text it does print. */
export class Secrets {
  private readonly values = new Set<string>();

  add(...values: (string | undefined)[]): void {
    for (const v of values) if (v && v.length >= 3) this.values.add(v);
  }

  redact(text: string): string {
    let out = text;
    for (const v of this.values) out = out.split(v).join('***');
    return out;
  }
}
