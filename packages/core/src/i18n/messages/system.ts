/** Messages of the system area: its contract (validation, errors) and the server's texts. */
export const systemMessages = {
  // Lists (contract/schemas/list.ts, the server's list helper)
  'system.list.unknownSort': 'unknown sort field "{field}"; sort by one of: {allowed}',
  'system.list.sortType': 'must be a field name, with "-" in front for descending',
  'system.list.textType': 'must be text',
  'system.list.timeType': 'must be a time in epoch milliseconds',
  'system.list.badCursor': 'the cursor is not valid for this list and sort; start again from page 1',
  'system.list.rangeReversed': '"to" must not be before "from"',

  // Field rules
  'system.validate.tooLong': 'at most {max} characters',
  'system.validate.tooMany': 'at most {max} items',
  'system.validate.oneOf': 'must be one of: {values}',
  'system.validate.flag': 'must be true or false',
  'system.validate.id': 'must be a positive whole number (a record id)',
  'system.validate.idList': 'must be a list of ids',
  'system.validate.codeList': 'must be a list of permission codes',
  'system.validate.version': 'must be the version of the record you read (a whole number from 1)',
  'system.validate.status': 'must be 0 (disabled) or 1 (enabled)',
  'system.validate.username': 'use 2 to 32 letters, digits or _ . @ -',
  'system.validate.usernameTaken': 'the username "{username}" is already taken',
  'system.validate.phoneTaken': 'the phone number is used by another account',
  'system.validate.phoneDigits': 'digits only',
  'system.validate.nameRequired': 'please enter the name',
  'system.validate.unknownIds': 'no {what} with id {ids}',
  'system.validate.roleNotAssignable': 'you cannot grant the role "{role}": it holds permissions you do not have',
  'system.validate.stationOutOfScope': 'you can only choose your own stations',
  'system.validate.stationRequired': 'choose at least one of your stations',
  'system.validate.selfDisable': 'you cannot disable your own account',
  'system.validate.lastSuperAdmin': 'at least one enabled account must keep the super admin role',
  'system.validate.revealField': 'must be one of: {fields}',
  'system.validate.roleNameRequired': 'please enter the role name',
  'system.validate.roleNameTaken': 'a role named "{name}" already exists',
  'system.validate.roleCode': 'use 2 to 40 letters, digits or _, starting with a letter',
  'system.validate.roleCodeTaken': 'the role code "{code}" is already taken',
  'system.validate.unknownNodes': 'unknown permission codes: {codes}',
  'system.validate.nodesNotHeld': 'you cannot grant permissions you do not hold: {codes}',
  'system.validate.roleInUse': 'the role is held by {count, plural, one {# user} other {# users}}; take it from them first',
  'system.validate.builtInRole': 'a built-in role cannot be deleted',
  'system.validate.superAdminRole': 'the super admin role always holds every permission and cannot be changed',
  'system.validate.titleRequired': 'please enter a title',
  'system.validate.bodyRequired': 'please enter the message',
  'system.validate.noRecipients': 'no enabled staff you can reach belong to this group',
  'system.validate.queryRequired': 'type something to search for',
  'system.validate.sessionNotLive': 'no live session {id} of this user',

  // Errors
  'system.error.cannotManage': 'you cannot manage an account that holds permissions you do not have',
  'system.error.cannotManageRole': 'you cannot change a role that holds permissions you do not have',

  // Record kinds, as error messages name them ("system user not found")
  'system.entity.user': 'system user',
  'system.entity.role': 'role',
  'system.entity.station': 'station',
  'system.entity.messageRecord': 'message record',

  // Announcements and message records
  'system.message.recipientDisabled': 'the account is disabled',
  'system.message.logLine': 'Announcement #{id} "{title}" to {count} staff',
  'system.message.target.all': 'all staff',
  'system.message.target.role': 'role: {name}',
  'system.message.target.station': 'station: {name}',
  'system.message.target.users': '{count} chosen staff',
  'system.message.target.members': 'members',
  'system.message.target.nurses': 'nurses',

  // Record search hits (the palette's `#` mode)
  'system.search.userSubtitle': 'system user · {name} · {phone}',
  'system.search.roleSubtitle': 'role · {users, plural, one {# user} other {# users}}',
} as const;
