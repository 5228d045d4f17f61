/** What the test hooks remember that the database deliberately does not (captcha answers in clear). */
export interface TestHookState {
  captchaAnswers: Map<string, string>;
}

export function createTestHookState(): TestHookState {
  return { captchaAnswers: new Map() };
}

/** Remembers a captcha answer, keeping the map bounded. */
export function rememberCaptcha(state: TestHookState | null, id: string, answer: string): void {
  if (!state) return;
  if (state.captchaAnswers.size >= 1000) {
    const oldest = state.captchaAnswers.keys().next();
    if (!oldest.done) state.captchaAnswers.delete(oldest.value);
  }
  state.captchaAnswers.set(id, answer);
}
