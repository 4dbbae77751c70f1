// PHP's file sessions lock the session file from session_start() to the end of the script: two
// requests carrying one PHPSESSID are served one after the other, while other sessions and
// requests without one run freely. A queue per session id does the same here.

export class SessionLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `work` once every earlier request of the same session has finished. */
  run<T>(sid: string | undefined, work: () => Promise<T>): Promise<T> {
    if (!sid) return work();
    const before = this.tails.get(sid) ?? Promise.resolve();
    const result = before.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(sid, tail);
    // Forget a session's queue once nothing waits on it.
    void tail.then(() => {
      if (this.tails.get(sid) === tail) this.tails.delete(sid);
    });
    return result;
  }
}
