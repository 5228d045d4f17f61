/** Where announcements are written (core's route `messageRecordRecord`). */
export const COMPOSE_PATH = '/system/message/message-record/record';

/** The list of message records (core's route `messageRecord`). */
export const MESSAGE_RECORDS_PATH = '/system/message/message-record';
