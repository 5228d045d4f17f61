/** Messages of the server (seed, start-up, SMS texts). */
export const serverMessages = {
  // Start-up (apps/server/src/main.ts)
  'server.listening': 'CareOps is listening on {url}',
  'server.stopping': 'stopping: no new connections; finishing the requests in flight',
  'server.stopDeadline': 'requests were still running {seconds} s after the stop signal; exiting anyway',
  'server.stopped': 'CareOps stopped: every request answered, the database closed.',
  'server.backup.done': 'Backup written to {file}',
  'server.backup.restored': 'Restored {file} into {target}; start the server again.',
  'server.backup.exists': 'refusing to overwrite {file}: choose another file',
  'server.backup.noDatabase': 'no database at {file} (check CAREOPS_DATA_DIR)',
  'server.backup.noBackup': 'no backup file at {file}',
  'server.backup.notCareOps': '{file} is not a sound CareOps database (integrity check failed or no migrations table)',
  'server.backup.serverRunning': 'the server seems to be running ({file} is in use): stop it first, or pass --force',
  'server.backup.usage': 'usage: npm run backup [-- <file>] | npm run restore -- <file> [--force]',
  'server.signInGenerated':
    'First start: sign in as "admin" with the password {password} (shown only this once; change it after signing in).',
  'server.signInConfigured': 'First start: sign in as "admin" with the password set in CAREOPS_ADMIN_PASSWORD.',
  'server.signInHint': 'Sign in at {url}/login',
  'server.database': 'Data: {location}',
  'server.demoAccounts': 'Demo staff accounts {usernames} share the admin\'s initial password.',
  'server.startFailed': 'CareOps could not start: {reason}',
  'server.config.invalid': '{name}: {problem}',
  'server.config.number': 'must be a positive number, got "{value}"',
  'server.config.atMostADay': 'must be at most one day ({max}), got "{value}"',
  'server.config.port': 'must be a port number from 0 to 65535, got "{value}"',
  'server.config.databaseUrl': 'must be a postgres:// or postgresql:// URL',
  'server.config.timeZone': 'must be an IANA time zone such as Asia/Shanghai or UTC, not "{value}"',

  // SMS (auth/sms-*.ts)
  'server.sms.loginCode': 'Your CareOps sign-in code is {code}. It expires in {minutes} minutes; never share it.',

  // Request checks (http/*)
  'server.input.nulCharacter': 'must not contain NUL characters',
  'server.metrics.token': 'the metrics need the bearer token set in CAREOPS_METRICS_TOKEN',
  'server.config.tokenLength': 'at least 16 characters',
  'server.config.synchronous': 'must be FULL or NORMAL, not {value}',
  'server.input.badUrl': 'the request path is not a valid URL (bad percent-encoding)',
  'server.input.headersTooLarge': 'the request headers are too large',
  'server.input.loneSurrogate': 'must be valid text (it holds half of a UTF-16 surrogate pair)',
  'server.input.channel': 'must be one of web, terminal, cli',
  'server.input.outOfRange': 'a value is out of range or of the wrong form',
  'server.input.notObject': 'the body must be an object',
  'server.input.malformedDetail': '{message} ({detail})',
  'server.input.mediaType': 'unsupported content type {type}; send JSON or form-encoded',

  // Built-in roles (seed/built-in-roles.ts)
  'server.role.superAdmin': 'super admin',
  'server.role.customerService': 'customer service',
  'server.role.studioManager': 'studio manager',
  'server.role.finance': 'finance',
  'server.role.operations': 'operations',
  'server.role.reviewer': 'reviewer',
  'server.role.noPermissions': 'no permissions (demo)',

  // Staff message center seed (seed/demo-data.ts)
  'server.message.welcomeTitle': 'Welcome to CareOps',
  'server.message.welcomeBody':
    'Your account is ready. Press Ctrl+K for the command palette, or open the menu on the left.',
  'server.message.passwordTitle': 'Change your initial password',
  'server.message.passwordBody': 'Your account was created with an initial password; choose your own from the user menu (change password).',
} as const;
