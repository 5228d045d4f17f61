import type { HandlerMap } from '../http/handler-types';
import { getSurvey, getSurveyList } from './survey-read';
import { alterSurveyStatus } from './survey-status';

/** The surveys' handlers, by endpoint name. */
export const surveyHandlers: HandlerMap = { getSurveyList, getSurvey, alterSurveyStatus };
