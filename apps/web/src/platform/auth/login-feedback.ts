import { createExternalStore, useExternalStore } from '../../ui/external-store';

/** What the last sign-in attempt taught the login page beyond its error message. */
export interface LoginFeedback {
  /** The server answered 107: the next password sign-in needs the picture captcha. */
  captchaRequired: boolean;
}

export const loginFeedbackStore = createExternalStore<LoginFeedback>({ captchaRequired: false });

export function useLoginFeedback(): LoginFeedback {
  return useExternalStore(loginFeedbackStore);
}
