import type { HandlerMap } from '../http/handler-types';
import { getQuestionnaire, getQuestionnaireList } from './questionnaire-read';
import { addQuestionnaire, attachQuestionnaireServices, editQuestionnaire } from './questionnaire-write';

/** The questionnaires' handlers, by endpoint name (getWorkFollowQuestionList is the orders area's). */
export const questionnaireHandlers: HandlerMap = { getQuestionnaireList, getQuestionnaire, addQuestionnaire, editQuestionnaire, attachQuestionnaireServices };
