/**
 * The nonce pool of DIGX-CONTRACT.md: OBDX hands out single-use nonces in a JSON
 * `x-nonce` response header; every call spends exactly one. The pool never gives
 * the same nonce twice and remembers the ones it spent, so a nonce that arrives
 * again on a later answer is not reused.
 */
export function parseNonceHeader(header: unknown): string[] {
  if (typeof header !== 'string' || header.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(header);
    const list = (parsed as { nonce?: unknown })?.nonce;
    return Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string' && n.length > 0) : [];
  } catch {
    return [];
  }
}

export class NoncePool {
  private readonly fresh: string[] = [];
  private readonly spent = new Set<string>();

  get size(): number {
    return this.fresh.length;
  }

  add(nonces: readonly string[]): void {
    for (const nonce of nonces) {
      if (!this.spent.has(nonce) && !this.fresh.includes(nonce)) this.fresh.push(nonce);
    }
  }

  /** Takes one unused nonce, or undefined when the pool is empty. */
  take(): string | undefined {
    const nonce = this.fresh.shift();
    if (nonce !== undefined) this.spent.add(nonce);
    return nonce;
  }

  /** A new session (login, logout) makes earlier nonces worthless. */
  clear(): void {
    this.fresh.length = 0;
  }
}
