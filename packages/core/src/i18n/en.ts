/**
 * The English message catalogue. Texts quoted by the specification are kept verbatim;
 * every user-facing string of every face comes from here (see `t`).
 */
export const en = {
  'app.title': 'platform operations management system',
  'app.sidebarTitle': 'backend operations management system',

  // §8 error catalogue
  'error.noPermissionNodes': 'this user has no permission to enter other pages!',
  'error.wrongResponse': 'wrong response',
  'error.hasError': 'Has Error',
  'error.sessionExpired': 'your login has expired, please log in again',
  'error.accountDisabled': 'your account has been disabled, contact administrator for details',
  'error.permissionDenied': 'your permission is insufficient to access this function',
  'error.http.400': 'request error',
  'error.http.401': 'unauthorized, please log in again',
  'error.http.403': 'access denied',
  'error.http.404': 'request failed',
  'error.http.408': 'request timeout',
  'error.http.500': 'server error',
  'error.http.501': 'service not implemented',
  'error.http.502': 'network error',
  'error.http.503': 'service unavailable',
  'error.http.504': 'network timeout',
  'error.http.505': 'HTTP version not supported',
  'error.http.other': 'connection error {status}',
  'error.network': 'network request error',
  'error.timeout': 'request timeout',
  'error.noConnection': 'failed to connect to server',

  // Errors of our own server (codes in contract/result-codes.ts)
  'error.invalidField': '{field}: {problem}',
  'error.notFound': '{what} not found',
  'error.staleVersion': 'this record was changed by someone else; reload it and try again',
  'error.captchaRequired': 'please enter the picture verification code',
  'error.captchaWrong': 'the picture verification code is wrong or has expired',
  'error.tooManyAttempts': 'too many attempts, please try again later',
  'error.wrongCredentials': 'wrong username or password',
  'error.smsCodeWrong': 'the SMS verification code is wrong or has expired',
  'error.smsTooSoon': 'a code was sent recently, please wait {seconds} s before asking again',
  'error.wrongOldPassword': 'the old password is wrong',
  'error.samePassword': 'the new password must differ from the old one',
  'error.malformedBody': 'the request body is not valid {encoding}',
  'error.bodyTooLarge': 'the request body is too large',
  'error.internal': 'server error',
  'error.unknownEndpoint': 'no such endpoint: {path}',

  // §5 validation
  'validate.oldPasswordRequired': 'please enter old password',
  'validate.newPasswordRequired': 'please enter new password',
  'validate.confirmPasswordRequired': 'please enter new password again',
  'validate.passwordMin': 'at least {min} characters',
  'validate.passwordMax': 'at most {max} characters',
  'validate.passwordMismatch': 'the two entries do not match',
  'validate.mobile': 'please enter a valid mobile number',
  'validate.idCard': 'please enter a valid ID card number',
  'validate.money': 'please enter a valid amount (at most two decimals)',
  'validate.required': 'is required',
  'validate.usernameRequired': 'please enter username',
  'validate.passwordRequired': 'please enter password',
  'validate.smsCodeFormat': 'please enter the 6-digit code',

  'password.confirmChange': 'you sure to change password, you will be logged out after success',
  'common.cancelled': 'cancelled',
  'common.confirm': 'confirm',
  'common.cancel': 'cancel',
  'common.ok': 'ok',
  'common.loading': 'loading…',
  'common.empty': 'no data',

  // §7 relative time (format/relative-time.ts)
  'time.justNow': 'just now',
  'time.minutesAgo': '{n} minutes ago',
  'time.hoursAgo': '{n} hours ago',
  'time.oneDayAgo': '1 day ago',
} as const;

export type MessageKey = keyof typeof en;
